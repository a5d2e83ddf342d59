Feature: The date ranges a lab list can show
  A list shows the appointments of a range of days, picked from presets or typed in for Custom.
  Days are India days: the day turns at midnight in India, whatever the time elsewhere. "Previous
  N Days" is the N days before today and today; "Next N Days" is today and the N days after.

  Scenario: The presets, in the order they are offered
    Then the date ranges offered are "Today, Previous 7 Days, Next 7 Days, Previous 15 Days, Next 15 Days, Next 30 Days, Rolling 1 Month, Custom"

  Scenario Outline: At noon on 22 Nov 2026, "<range>" covers <from> to <to>
    Given it is "22 Nov 2026, 12:00 PM" in India
    Then the "<range>" date range runs from "<from>" to "<to>"

    Examples:
      | range            | from        | to          |
      | Today            | 22 Nov 2026 | 22 Nov 2026 |
      | Previous 7 Days  | 15 Nov 2026 | 22 Nov 2026 |
      | Next 7 Days      | 22 Nov 2026 | 29 Nov 2026 |
      | Previous 15 Days | 7 Nov 2026  | 22 Nov 2026 |
      | Next 15 Days     | 22 Nov 2026 | 7 Dec 2026  |
      | Next 30 Days     | 22 Nov 2026 | 22 Dec 2026 |
      | Rolling 1 Month  | 22 Oct 2026 | 22 Nov 2026 |
      | Custom           | 22 Nov 2026 | 22 Nov 2026 |

  Scenario: The day turns at midnight in India, while it is still the day before in UTC
    Given it is "23 Nov 2026, 1:30 AM" in India
    Then the "Today" date range runs from "23 Nov 2026" to "23 Nov 2026"
    And the "Previous 7 Days" date range runs from "16 Nov 2026" to "23 Nov 2026"

  Scenario: A minute before midnight in India it is still today
    Given it is "22 Nov 2026, 11:59 PM" in India
    Then the "Today" date range runs from "22 Nov 2026" to "22 Nov 2026"

  Scenario Outline: Rolling 1 Month on <today> starts on <from>
    Given it is "<today>, 10:00 AM" in India
    Then the "Rolling 1 Month" date range runs from "<from>" to "<today>"

    Examples: the same day last month, or that month's last day when it is shorter
      | today       | from        |
      | 15 Jan 2026 | 15 Dec 2025 |
      | 31 Mar 2026 | 28 Feb 2026 |
      | 31 Mar 2028 | 29 Feb 2028 |
      | 31 Jul 2026 | 30 Jun 2026 |

  Scenario Outline: The dates can be typed in only for Custom (<range>)
    Then the dates of the "<range>" date range <editable>

    Examples:
      | range            | editable         |
      | Custom           | can be edited    |
      | Today            | cannot be edited |
      | Previous 7 Days  | cannot be edited |
      | Next 7 Days      | cannot be edited |
      | Previous 15 Days | cannot be edited |
      | Next 15 Days     | cannot be edited |
      | Next 30 Days     | cannot be edited |
      | Rolling 1 Month  | cannot be edited |

  Scenario: A custom range is kept as picked
    Given it is "22 Nov 2026, 12:00 PM" in India
    When the lab picks the custom range "1 Jan 2026" to "31 Jan 2026"
    Then the "Custom" date range runs from "1 Jan 2026" to "31 Jan 2026"
    And the date filter accepts it

  Scenario: A custom range of one day
    When the lab picks the custom range "1 Nov 2026" to "1 Nov 2026"
    Then the date filter accepts it

  Scenario: A custom range that ends before it starts
    When the lab picks the custom range "30 Nov 2026" to "1 Nov 2026"
    Then the date filter says "Starting date must not be after the ending date"

  Scenario Outline: Days before 1900 or after 2100 cannot be typed in (<typed>)
    Legacy records write 1 Jan 1900 for an unknown birth date, and nothing is booked past 2100;
    the server refuses the same days.
    When the lab types the day "<typed>" into a date field
    Then the date field says "<message>"

    Examples:
      | typed       | message                                 |
      | Jan 01 0001 | The date must not be before Jan 01 1900 |
      | Dec 31 1899 | The date must not be before Jan 01 1900 |
      | Jan 01 2101 | The date must not be after Dec 31 2100  |

  Scenario Outline: The first and last days the portal handles can be typed in (<typed>)
    When the lab types the day "<typed>" into a date field
    Then the date field takes "<day>"

    Examples:
      | typed       | day         |
      | Jan 01 1900 | 1 Jan 1900  |
      | Dec 31 2100 | 31 Dec 2100 |
