Feature: The reschedule calendar
  The calendar answers 14 days from today in India time: each day's slots come from the doctor's
  weekly ranges split into slots of the range's minutes, the range's bookings spread over its
  slots; a holiday is unavailable with its reason, a day without hours has no slots, and booked
  consults and other people's holds take places. Slots that have started are not offered.

  Background:
    Given the clinic's clock reads "2026-11-23 09:20"
    And doctor Asha sees patients on Mondays from "09:00" to "10:00" with 4 bookings of 15 minutes
    And doctor Asha sees patients on Tuesdays from "10:00" to "11:00" with 2 bookings of 15 minutes
    And doctor Asha sees patients on Wednesdays from "10:00" to "10:30" with 4 bookings of 15 minutes
    And doctor Asha is on holiday on "2026-11-30"
    And consult 1 with Asha in status 23 at "2026-11-24 10:00"

  Scenario: fourteen days of slots from the weekly hours
    When the clinic opens the calendar of consult 1
    Then the calendar shows 14 days from "2026-11-23"
    And "2026-11-23" offers "09:30, 09:45"
    And "2026-11-24" offers "10:00, 10:30"
    And "2026-11-25" offers "10:00, 10:15"

  Scenario: a holiday and a day without hours cannot be picked
    When the clinic opens the calendar of consult 1
    Then "2026-11-30" cannot be picked: "Doctor on holiday"
    And "2026-11-26" cannot be picked: "No Slots Available"

  Scenario: booked consults take places; a cancelled one does not
    Given consult 2 with Asha in status 22 at "2026-11-25 10:00"
    And consult 3 with Asha in status 22 at "2026-11-25 10:05"
    And consult 4 with Asha in status 26 at "2026-11-24 10:30"
    When the clinic opens the calendar of consult 1
    Then "2026-11-25" offers "10:15"
    And "2026-11-24" offers "10:00, 10:30"

  Scenario: the last place of a day booked makes it fully booked
    Given consult 2 with Asha in status 23 at "2026-12-01 10:00"
    And consult 3 with Asha in status 23 at "2026-12-01 10:30"
    When the clinic opens the calendar of consult 1
    Then "2026-12-01" cannot be picked: "Fully Booked"
