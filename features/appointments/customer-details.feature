Feature: What a lab list tells about the customer
  Each row shows the customer's age, worked out on today's India date from the date of birth;
  placeholder dates from older systems (0001-01-01, 1900-01-01, 0000-00-00), missing, malformed
  and future dates show 'NA'. High-value customers carry an HNI badge: every priority code of 2
  and above.

  Scenario Outline: Born on "<born>", the customer is shown aged <age>
    Given it is "22 Nov 2026, 12:00 PM" in India
    Then the list gives a customer born on "<born>" the age "<age>"

    Examples: real birth dates
      | born                | age |
      | 1990-05-10          | 36  |
      | 1990-11-22          | 36  |
      | 1990-11-23          | 35  |
      | 2026-11-22          | 0   |
      | 1901-01-01          | 125 |
      | 1990-05-10T00:00:00 | 36  |

    Examples: dates that say nothing
      | born       | age |
      | 0001-01-01 | NA  |
      | 1900-01-01 | NA  |
      | 0000-00-00 | NA  |
      |            | NA  |
      | 10/05/1990 | NA  |
      | 2026-11-23 | NA  |

  Scenario: A birthday starts at midnight in India
    Given it is "23 Nov 2026, 1:30 AM" in India
    Then the list gives a customer born on "1990-11-23" the age "36"

  Scenario Outline: Priority <code> is <name>, and <badge> the HNI badge
    Given a request of priority <code>
    Then its priority is named "<name>"
    And its row <badge> the HNI badge

    Examples:
      | code | name            | badge          |
      | 0    | NONE            | does not carry |
      | 1    | URGENT          | does not carry |
      | 2    | HNI             | carries        |
      | 3    | SHNI            | carries        |
      | 4    | SHNI            | carries        |
      | 5    | URGENT+SHNI     | carries        |
      | 6    | HNI+SHNI        | carries        |
      | 7    | URGENT+HNI+SHNI | carries        |

  Scenario: A priority code outside the catalogue is named NONE, yet carries the HNI badge
    Given a request of priority 9
    Then its priority is named "NONE"
    And its row carries the HNI badge
