Feature: A doctor's holidays
  A holiday runs from a start date to an end date, both included: at most 30 days, from today
  up to six months ahead. The grid shows the next six months, each month's consecutive days as
  one entry. Removing a saved holiday marks it inactive; adding the day again makes it active.
  Over HTTP, the server keeps a holiday exactly when the form accepts it, and the grid reads what it stored.

  Background:
    Given the holidays are set on "2026-11-23" in India

  Scenario Outline: A holiday from <start> to <end>
    When the clinic adds a holiday from "<start>" to "<end>"
    Then the holiday form reads "<message>"

    Examples:
      | start      | end        | message                                                   |
      | 2026-11-23 | 2026-11-23 |                                                           |
      | 2026-12-01 | 2026-12-30 |                                                           |
      | 2026-12-05 | 2026-12-01 | Start date cannot be greater than end date                |
      | 2026-12-01 | 2026-12-31 | Cannot add more than 30 days                              |
      | 2026-11-22 | 2026-11-24 | Holidays can be added from today up to six months ahead   |
      | 2027-05-20 | 2027-05-24 | Holidays can be added from today up to six months ahead   |
      | 2027-05-23 | 2027-05-23 |                                                           |

  Scenario: The grid merges consecutive days, month by month
    Given the doctor's holidays are "2026-12-01, 2026-12-02, 2026-12-03, 2026-12-10, 2027-01-31"
    Then the holiday grid reads
      | month         | holidays                   |
      | November 2026 |                            |
      | December 2026 | 1 Dec – 3 Dec (3 days), 10 Dec |
      | January 2027  | 31 Jan                     |
      | February 2027 |                            |
      | March 2027    |                            |
      | April 2027    |                            |

  Scenario: Removing a saved holiday, then adding it again
    Given the doctor's saved holidays are "2026-12-01, 2026-12-02"
    When the clinic removes the holiday "2026-12-02"
    Then the saved holiday "2026-12-02" is inactive
    When the clinic adds a holiday from "2026-12-02" to "2026-12-03"
    Then the saved holiday "2026-12-02" is active
    And the doctor's active holidays are "2026-12-01, 2026-12-02, 2026-12-03"
