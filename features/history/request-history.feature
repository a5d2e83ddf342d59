Feature: What a request's history tells, and what it keeps back
  The history page shows where a request came from, what happened to it and what was said to the
  customer. Insurers read uploaded reports only once they are verified; a customer who asked not
  to be disturbed never has their number or address shown in full, nor found by a search on what
  is hidden; an unknown birth date gives no age.

  Scenario Outline: Where a request came from
    Given a request of source type "<type>" from "<name>" with file source <file source>
    Then its source reads "<label>"

    Examples:
      | type   | name          | file source | label              |
      | Esales | Bharat Shield | 1000042     | Esales \| EDW File |
      | PPMC   | Bharat Shield | 1000017     | PPMC \| API        |
      |        | Bharat Shield | 1000042     | Bharat Shield \| EDW File |
      | PPMC   | Bharat Shield | 0           | PPMC \| API        |

  Scenario Outline: Insurers see reports only once they are verified or underwriting is scheduled
    Given a request that went through the statuses <statuses>
    Then an insurer <insurer> its reports
    And the lab sees its reports

    Examples:
      | statuses                | insurer      |
      | 22, 23, 32, 37          | does not see |
      | 22, 23, 32, 37, 33      | does not see |
      | 22, 23, 32, 37, 48      | sees         |
      | 22, 23, 32, 37, 48, 122 | sees         |
      | 22, 23, 32, 122         | sees         |

  Scenario Outline: The cards of the page depend on the visit, the product and who reads it
    Given a <visit> request of product type <product>
    When a person with role id <role> reads its history
    Then the page shows the cards "<cards>"

    Examples:
      | visit       | product | role | cards                                                                                              |
      | home visit  | 4625    | 9207 | Customer Details, Appointment Details, Home Visit Details, Client Onsite Location, Agent Details, Additional Info |
      | centre visit | 4625   | 5432 | Customer Details, Appointment Details, Agent Details, Additional Info                              |
      | centre visit | 9782   | 5433 | Customer Details, Appointment Details, Client Onsite Location, Additional Info                     |
      | home visit  | 3104    | 5432 | Customer Details, Appointment Details, Home Visit Details, Additional Info                         |

  Scenario Outline: The proposal number and MAID belong to policy proposals
    Given a centre visit request of product type <product>
    Then the proposal number and MAID are <shown>

    Examples:
      | product | shown     |
      | 4625    | shown     |
      | 9782    | shown     |
      | 3104    | not shown |

  Scenario: A do-not-disturb customer's number is starred after its fifth character wherever it appears
    Given a customer who asked not to be disturbed, reachable on "9876543210"
    And the lab noted "Customer asked to call 9876543210 before the visit"
    When anyone reads the request
    Then the contact number reads "98765*****"
    And the note reads "Customer asked to call 98765***** before the visit"

  Scenario: A do-not-disturb customer's e-mail address, and any number or address in a note, are masked too
    Given a customer who asked not to be disturbed, reachable on "9876543210"
    And the customer writes from "deepa.nair@mail.test"
    And the lab noted "Her sister takes calls on 9000011111 or at sis@home.example"
    When anyone reads the request
    Then the e-mail address reads "de********@mail.test"
    And the note reads "Her sister takes calls on 90000***** or at si***@home.example"

  Scenario Outline: A search finds a do-not-disturb customer only by what the list shows
    Given a customer who asked not to be disturbed, reachable on "9876543210"
    And the customer writes from "deepa.nair@mail.test"
    When someone searches the list for <what> "<term>"
    Then the search <result> the customer

    Examples:
      | what               | term                 | result        |
      | the number         | 98765                | finds         |
      | the number         | 765                  | finds         |
      | the number         | 987654               | does not find |
      | the number         | 43210                | does not find |
      | the number         | 9876543210           | does not find |
      | the e-mail address | deepa.nair@mail.test | does not find |

  Scenario Outline: A search finds other customers by any part of their number
    Given a customer reachable on "9876543210"
    And the customer writes from "deepa.nair@mail.test"
    When someone searches the list for <what> "<term>"
    Then the search finds the customer

    Examples:
      | what               | term                 |
      | the number         | 43210                |
      | the number         | 9876543210           |
      | the e-mail address | deepa.nair@mail.test |

  Scenario: Other customers' numbers are shown as they are
    Given a customer reachable on "9876543210"
    And the lab noted "Customer asked to call 9876543210 before the visit"
    When anyone reads the request
    Then the contact number reads "9876543210"
    And the note reads "Customer asked to call 9876543210 before the visit"

  Scenario Outline: Age comes from the date of birth; placeholder dates give NA
    Given today is 22 November 2026 in India
    Then a customer born on "<born>" is shown aged "<age>"

    Examples:
      | born       | age |
      | 1990-05-10 | 36  |
      | 1990-11-23 | 35  |
      | 0001-01-01 | NA  |
      | 1900-01-01 | NA  |
      |            | NA  |
