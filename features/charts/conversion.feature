Feature: E-sales conversion charts
  The charts count an insurer's e-sales cases: whether an order was created, whether it reached
  QC approval, and which appointment status group its request is in. Today's hourly chart puts a
  case in the hour of the India day in which it was created.

  Background:
    Given the charts' today is 10 March 2026 at 15:00 in India

  Scenario Outline: A case with order id <order> and status <status> is "<conversion>"
    Given an e-sales case created today at 11:20 with order id <order> and request status <status>
    Then the conversion till QC counts it on "2026-03-10" as "<conversion>"
    And today's conversion counts it as "<conversion>"

    Examples:
      | order | status | conversion  |
      | 0     | none   | Not created |
      | 0     | 48     | Not created |
      | 5001  | 22     | In process  |
      | 5001  | 39     | In process  |
      | 5001  | 146    | In process  |
      | 5001  | 48     | QC approved |

  Scenario Outline: Status <status> is counted as "<group>" on the status-wise chart
    Given an e-sales case created today at 11:20 with order id 5001 and request status <status>
    Then the status-wise count on "2026-03-10" is 1 for "<group>" and 0 for every other group

    Examples:
      | status | group            |
      | 22     | Booked           |
      | 23     | Booked           |
      | 24     | Booked           |
      | 25     | Booked           |
      | 129    | Booked           |
      | 40     | Booked           |
      | 29     | Rescheduled      |
      | 30     | Rescheduled      |
      | 31     | Rescheduled      |
      | 117    | Rescheduled      |
      | 32     | Attended         |
      | 39     | Not attended     |
      | 33     | Reports uploaded |
      | 37     | Reports uploaded |
      | 134    | Reports uploaded |
      | 27     | Cancelled        |
      | 43     | Cancelled        |
      | 119    | Cancelled        |
      | 120    | Cancelled        |
      | 48     | QC approved      |

  Scenario: A status outside every group is on no line of the status-wise chart
    Given an e-sales case created today at 11:20 with order id 5001 and request status 146
    Then the status-wise count on "2026-03-10" is 0 for every group

  Scenario Outline: A case created at <created> falls in the hour "<hour>" of today's hourly chart
    Given an e-sales case created at "<created>" with order id 0 and request status none
    Then today's hourly conversion counts 1 case in the hour "<hour>" and none in any other

    Examples: instants written in India time and in UTC
      | created                   | hour  |
      | 2026-03-10T00:00:00+05:30 | 00:00 |
      | 2026-03-10T09:59:59+05:30 | 09:00 |
      | 2026-03-10T10:00:00+05:30 | 10:00 |
      | 2026-03-10T04:30:00Z      | 10:00 |
      | 2026-03-10T04:29:59Z      | 09:00 |
      | 2026-03-10T14:59:00+05:30 | 14:00 |

  Scenario: A case of yesterday evening in India is not on today's charts
    Given an e-sales case created at "2026-03-09T18:29:59Z" with order id 0 and request status none
    Then today's conversion counts no case
    And the conversion till QC counts it on "2026-03-09" as "Not created"

  Scenario: The percentage-wise chart gives each conversion's share of all cases
    Given an e-sales case created today at 09:00 with order id 0 and request status none
    And an e-sales case created today at 10:00 with order id 5001 and request status 22
    And an e-sales case created today at 11:00 with order id 5002 and request status 48
    And an e-sales case created today at 12:00 with order id 5003 and request status 48
    Then the percentage-wise chart reads 25% not created, 25% in process and 50% QC approved

  Scenario: Clicking a segment lists its cases newest first, ten a page
    Given 12 e-sales cases created today from 09:00, one a minute, with order id 5001 and request status 48
    And an e-sales case created today at 08:00 with order id 0 and request status none
    When the chart user clicks the "QC approved" segment of today
    Then the detail table reads "Showing 1 - 10 of 12"
    And its first row is the case created at 09:11
    When the chart user goes to the next page
    Then the detail table reads "Showing 11 - 12 of 12"
