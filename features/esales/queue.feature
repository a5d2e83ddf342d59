Feature: The e-sales queue
  Insurer staff work the leads their corporates send as e-sales cases. The queue lists the cases
  created in a date range, newest first, ten a page; a search finds cases whatever their date.
  On a phone every case is a card, and the cards an agent still acts on can be ticked.

  Background:
    Given today is 24 November 2026 in India

  Scenario: The queue opens on the last month and exports the last three months
    When an agent opens the e-sales queue
    Then the queue shows the cases created from "2026-10-24" to "2026-11-24"
    And Export covers the cases created from "2026-08-24" to "2026-11-24"

  Scenario: Export follows a range the agent chose
    When an agent opens the e-sales queue
    And the agent chooses the cases of the "Previous 7 Days"
    Then the queue shows the cases created from "2026-11-17" to "2026-11-24"
    And Export covers the cases created from "2026-11-17" to "2026-11-24"

  Scenario Outline: A case whose appointment is <where> <has> checkbox on its card
    Given an e-sales case whose appointment is <where>
    Then its card <has> checkbox

    Examples:
      | where              | has      |
      | not booked yet     | has a    |
      | booked             | has a    |
      | confirmed          | has a    |
      | not attended       | has a    |
      | rescheduled        | has no   |
      | attended           | has no   |
      | cancelled          | has no   |
      | with reports       | has no   |
      | QC approved        | has no   |

  Scenario Outline: Searching the queue by <kind> for "<text>"
    When an agent searches the queue by <kind> for "<text>"
    Then the search <outcome>

    Examples: searches the queue runs
      | kind              | text           | outcome                       |
      | Request/Esales Id | 70000001       | looks for "70000001"          |
      | Member Id         | KSS-M004211    | looks for "KSS-M004211"       |
      | Application No    | EQ12345678     | looks for "EQ12345678"        |
      | Name              | Pri            | looks for "Pri"               |
      | Contact No        | +91 98450-1234 | looks for "91984501234"       |

    Examples: searches the queue refuses, saying why
      | kind              | text     | outcome                                                 |
      | Request/Esales Id | ES-1     | is refused with "Enter a numeric Request/Esales Id"     |
      | Name              | Pr       | is refused with "Enter at least 3 characters of the name" |
      | Contact No        | 98       | is refused with "Enter 3 to 15 digits of the contact number" |

  Scenario: A queue that fails to load tells the agent to log out
    When the queue fails to load with the server message "Invalid Access Token"
    Then the queue reads "Invalid Access Token Please Logout and try again !"
