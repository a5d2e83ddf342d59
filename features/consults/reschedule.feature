Feature: Reschedule and Change Doctor
  A consult moves to a slot of its doctor's calendar (Reschedule) or of a colleague at the same
  fee (Change Doctor). A provider may reschedule a request up to its Max_Reschedule_Count (two
  when none is set), and neither move is possible two hours after the appointment time.

  Background:
    Given the clinic's clock reads "2026-11-22 12:00"
    And doctor Asha sees patients on Mondays from "09:00" to "10:00" with 4 bookings of 15 minutes
    And doctor Bala sees patients on Mondays from "09:00" to "10:00" with 4 bookings of 15 minutes

  Scenario: a reschedule moves the consult, counts, and marks it rescheduled by the centre
    Given consult 1 with Asha in status 23 at "2026-11-30 09:00", rescheduled 0 of at most 3 times
    When the clinic reschedules consult 1 to "2026-11-30 09:30"
    Then it applies
    And consult 1 is in status 29
    And consult 1 is with Asha at "2026-11-30 09:30", rescheduled 1 time

  Scenario: the limit disables Reschedule and the server refuses it
    Given consult 1 with Asha in status 23 at "2026-11-30 09:00", rescheduled 3 of at most 3 times
    Then consult 1 shows "Reschedule" disabled with "Reschedule limit reached (3 of 3)"
    When the clinic reschedules consult 1 to "2026-11-30 09:30"
    Then it is refused with "Reschedule limit reached (3 of 3)"
    And consult 1 is with Asha at "2026-11-30 09:00", rescheduled 3 times

  Scenario: without a limit set, two reschedules are allowed
    Given consult 1 with Asha in status 23 at "2026-11-30 09:00", rescheduled 2 times without a limit set
    Then consult 1 shows "Reschedule" disabled with "Reschedule limit reached (2 of 2)"

  Scenario Outline: two hours after the appointment time the consult can no longer move (<when>)
    Given consult 1 with Asha in status 39 at "<at>"
    Then consult 1 offers "<actions>"

    Examples:
      | when                 | at               | actions                   |
      | 1 h 59 min after     | 2026-11-22 10:01 | Mark Attended, Reschedule |
      | exactly 2 hours after | 2026-11-22 10:00 | Mark Attended             |

  Scenario: a taken slot cannot be booked
    Given consult 1 with Asha in status 23 at "2026-11-30 09:00"
    And consult 2 with Asha in status 22 at "2026-11-30 09:15"
    When the clinic reschedules consult 1 to "2026-11-30 09:15"
    Then it is refused with "This slot was just taken; please choose another"
    And consult 1 is with Asha at "2026-11-30 09:00", rescheduled 0 times

  Scenario: a time off the doctor's slots cannot be booked
    Given consult 1 with Asha in status 23 at "2026-11-30 09:00"
    When the clinic reschedules consult 1 to "2026-11-30 09:10"
    Then it is refused with "The doctor has no slot at that time; please choose another"

  Scenario: Change Doctor books a colleague's slot at the same fee and keeps the status
    Given consult 1 with Asha in status 23 at "2026-11-30 09:00"
    When the clinic moves consult 1 to doctor Bala at "2026-11-30 09:45"
    Then it applies
    And consult 1 is in status 23
    And consult 1 is with Bala at "2026-11-30 09:45", rescheduled 0 times

  Scenario: Change Doctor to a colleague of another fee is refused
    Given doctor Bala charges 900
    And consult 1 with Asha in status 23 at "2026-11-30 09:00"
    When the clinic moves consult 1 to doctor Bala at "2026-11-30 09:45"
    Then it is refused with "That doctor cannot take this consult; choose one from the list"
