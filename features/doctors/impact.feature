Feature: What a schedule change does to booked appointments
  Before a holiday or a removed or shortened duration is saved, the clinic sees the booked
  appointments it would hit: those still to come, inside the doctor's hours before the change
  and outside them after. Cancelled or past appointments, and those already outside the doctor's
  hours, are not the change's doing. Each may be given to a colleague free at that time,
  moved to the doctor's next free slot, or kept.

  Background:
    Given the clinic clock reads "2026-11-23 10:00" in India
    And Dr Rao works Mondays "09:00 AM - 10:00 AM" in slots of 15 minutes
    And Dr Rao has these appointments
      | request | at               | status    |
      | 1       | 2026-11-30 09:00 | confirmed |
      | 2       | 2026-11-30 09:30 | new       |
      | 3       | 2026-11-30 09:15 | cancelled |
      | 4       | 2026-11-16 09:00 | confirmed |
      | 5       | 2026-12-07 09:00 | confirmed |

  Scenario: A holiday on 30 November
    When the clinic proposes a holiday on "2026-11-30"
    Then the clinic is told "2 booked appointments fall on these days"
    And the hit appointments are "1, 2"

  Scenario: Monday shortened to end at 09:30
    When the clinic proposes Monday "09:00 AM - 09:30 AM"
    Then the clinic is told "1 booked appointment falls on these days"
    And the hit appointments are "2"

  Scenario: A holiday on a day without appointments
    When the clinic proposes a holiday on "2026-12-01"
    Then the clinic is told "0 booked appointments fall on these days"

  Scenario: The doctor's next free slot after a holiday
    When the clinic proposes a holiday on "2026-11-30"
    Then the next free slot of Dr Rao after "2026-11-30 09:00" is "2026-12-07 09:15"

  # The server answers this as the reassignment choices of a hit appointment (adapters/server/doctors/impact.test.ts).
  @domain
  Scenario: A colleague is free when no appointment of theirs falls in that slot
    Given Dr Iyer works Mondays "09:00 AM - 11:00 AM" in slots of 30 minutes
    And Dr Iyer has an appointment at "2026-11-30 09:30"
    Then Dr Iyer is free at "2026-11-30 09:00"
    And Dr Iyer is not free at "2026-11-30 09:45"
    And Dr Iyer is not free at "2026-11-30 11:00"
