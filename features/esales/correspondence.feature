Feature: Logging a call on an e-sales lead
  An agent logs every call made to a lead of the e-sales queue. Some outcomes mean the customer
  must be called again: Call back later, Customer Busy, Not Reachable, Switched Off, Ringing, No
  Answer and Asked to Call on Another Day. Only for those the agent is asked for the day to call
  back, and must give one that has not passed. Every call needs the customer's UIC number. A call
  on a lead who asked not to be disturbed carries that wish, whatever the agent's screen says.

  Background:
    Given the agent is working on "22 November 2026", India time
    And a lead in the e-sales queue

  Scenario Outline: The outcomes that ask for a callback day
    When the agent notes the call outcome "<outcome>"
    Then the agent <asked> asked for a callback date

    Examples:
      | outcome                      | asked  |
      | Call back later              | is     |
      | Customer Busy                | is     |
      | Not Reachable                | is     |
      | Switched Off                 | is     |
      | Ringing, No Answer           | is     |
      | Asked to Call on Another Day | is     |
      | Interested                   | is not |
      | Not Interested               | is not |
      | Wrong Number                 | is not |

  Scenario: A callback outcome needs the day to call back
    When the agent logs a "Call back later" call with UIC number "UIC-1" and no callback date
    Then the call is refused with "Callback date is required"
    And nothing is recorded on the lead

  Scenario: The day to call back cannot have passed
    When the agent logs a "Customer Busy" call with UIC number "UIC-1" to call back on "21 November 2026"
    Then the call is refused with "Callback date cannot be in the past"
    And nothing is recorded on the lead

  Scenario: A callback today or later is recorded with its day
    When the agent logs a "Not Reachable" call with UIC number "UIC-1" to call back on "22 November 2026"
    Then the call is recorded with the callback day "Nov 22 2026"

  Scenario: An outcome without a callback keeps no day
    When the agent logs a "Interested" call with UIC number "UIC-1" to call back on "25 November 2026"
    Then the call is recorded without a callback day

  Scenario: Every call needs the UIC number
    When the agent logs a "Interested" call with UIC number "  " and no callback date
    Then the call is refused with "UIC number is required"
    And nothing is recorded on the lead

  Scenario: A lead who asked not to be disturbed keeps that wish on the call
    Given a lead in the e-sales queue who asked not to be disturbed
    When the agent logs a "Interested" call with UIC number "UIC-2" and no callback date
    Then the call is recorded from Esales, marked do-not-disturb
