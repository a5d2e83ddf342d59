Feature: What a clinic can do with a consult
  The server offers each consult the actions the workflow table gives its status, and refuses any
  other. Reschedule stops at the request's limit and two hours after the appointment time;
  attendance is recorded once the appointment time has come. The dialogs' input rules hold on the
  server too: a refused action changes nothing.

  Background:
    Given the clinic's clock reads "2026-11-22 12:00"
    And doctor Asha sees patients on Mondays+Sundays from "09:00" to "13:00" with 16 bookings of 15 minutes

  Scenario Outline: <action> from status <from> leads to <to>
    Given consult 1 with Asha in status <from> at "<at>"
    When the clinic takes "<action>" on consult 1
    Then it applies
    And consult 1 is in status <to>

    Examples:
      | from | at               | action            | to  |
      | 22   | 2026-11-30 09:00 | Confirm           | 23  |
      | 22   | 2026-11-30 09:00 | Reject            | 146 |
      | 147  | 2026-11-30 09:00 | Confirm           | 23  |
      | 23   | 2026-11-22 11:00 | Mark Attended     | 32  |
      | 23   | 2026-11-22 11:00 | Mark Not Attended | 39  |
      | 39   | 2026-11-22 09:00 | Mark Attended     | 32  |
      | 32   | 2026-11-22 09:00 | Upload Rx         | 37  |
      | 33   | 2026-11-22 09:00 | Upload Rx         | 37  |

  Scenario Outline: status <status> offers <actions>
    Given consult 1 with Asha in status <status> at "<at>"
    Then consult 1 offers "<actions>"

    Examples:
      | status | at               | actions                                                    |
      | 22     | 2026-11-30 09:00 | Confirm, Reject, Reschedule, Change Doctor                 |
      | 23     | 2026-11-22 11:00 | Mark Attended, Mark Not Attended, Reschedule, Change Doctor |
      | 23     | 2026-11-30 09:00 | Reschedule, Change Doctor                                  |
      | 39     | 2026-11-22 11:00 | Mark Attended, Reschedule                                  |
      | 32     | 2026-11-22 09:00 | Upload Rx                                                  |
      | 37     | 2026-11-22 09:00 |                                                            |
      | 26     | 2026-11-30 09:00 |                                                            |

  Scenario: attendance waits for the appointment time
    Given consult 1 with Asha in status 23 at "2026-11-30 09:00"
    Then consult 1 shows "Mark Attended" disabled with "The appointment time has not come yet"
    When the clinic takes "Mark Attended" on consult 1
    Then it is refused with "The appointment time has not come yet"
    And consult 1 is in status 23

  Scenario: an action the status does not offer is refused
    Given consult 1 with Asha in status 37 at "2026-11-22 09:00"
    When the clinic takes "Confirm" on consult 1
    Then it is refused with "Confirm is not allowed for request {id} in its current status" for consult 1

  Scenario Outline: the dialogs' input rules: <case>
    Given consult 1 with Asha in status <status> at "<at>"
    When <step>
    Then it is refused with "<reason>"
    And consult 1 is in status <status>

    Examples:
      | case                        | status | at               | step                                                                    | reason                          |
      | Others without its text     | 22     | 2026-11-30 09:00 | the clinic takes "Reject" on consult 1 with remarks "Others - "         | Please specify the reason       |
      | a reason off the list       | 22     | 2026-11-30 09:00 | the clinic takes "Reject" on consult 1 with remarks "no reason at all"  | Please choose a reason          |
      | attended without feedback   | 23     | 2026-11-22 11:00 | the clinic marks consult 1 attended with remarks "Seen" and no feedback | Please choose the feedback      |
      | attended without remarks    | 23     | 2026-11-22 11:00 | the clinic takes "Mark Attended" on consult 1 with remarks " "          | Remarks are required            |
      | Upload Rx without a file    | 32     | 2026-11-22 09:00 | the clinic uploads no file for consult 1                                | Please upload at least one file |
      | Upload Rx without remarks   | 32     | 2026-11-22 09:00 | the clinic takes "Upload Rx" on consult 1 with remarks ""               | Remarks are required            |
      | Reschedule without a slot   | 23     | 2026-11-30 09:00 | the clinic reschedules consult 1 without a slot                         | Please select a time slot       |
