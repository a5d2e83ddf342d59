Feature: Contact numbers of customers who asked not to be disturbed
  Wherever a contact number is shown, a customer who asked not to be disturbed keeps only its
  first five characters readable; the rest are starred, one star a character, so the length
  still shows. A number of five characters or fewer has nothing left to hide. Other customers'
  numbers are shown as they are.

  Scenario Outline: "<number>" of a customer who <wish> reads "<shown>"
    When the portal shows the contact number "<number>" of a customer who <wish>
    Then the number reads "<shown>"

    Examples: starred after the fifth character
      | number        | wish                      | shown         |
      | 9876543210    | asked not to be disturbed | 98765*****    |
      | +919876543210 | asked not to be disturbed | +9198******** |
      | 022-24567890  | asked not to be disturbed | 022-2*******  |
      | 987654        | asked not to be disturbed | 98765*        |

    Examples: nothing left to hide
      | number | wish                      | shown |
      | 98765  | asked not to be disturbed | 98765 |
      | 1234   | asked not to be disturbed | 1234  |

    Examples: customers who may be contacted
      | number        | wish             | shown         |
      | 9876543210    | may be contacted | 9876543210    |
      | +919876543210 | may be contacted | +919876543210 |
