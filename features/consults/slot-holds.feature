Feature: Hold, then book
  Opening a slot holds one place of it for that consult for five minutes; for everyone else it is
  taken until it is booked, released or the hold lapses. Booking checks the place again. One
  person holds at most three slots at once, so no one can keep a doctor's calendar to themselves.

  Background:
    Given the clinic's clock reads "2026-11-22 12:00"
    And doctor Asha sees patients on Mondays from "09:00" to "10:00" with 4 bookings of 15 minutes
    And consult 1 with Asha in status 23 at "2026-11-30 09:00"
    And consult 2 with Asha in status 23 at "2026-11-30 09:15"

  Scenario: a held place is taken for another consult
    When the clinic holds "2026-11-30 09:45" for consult 1
    Then it applies
    When the clinic holds "2026-11-30 09:45" for consult 2
    Then it is refused with "This slot was just taken; please choose another"
    When the clinic opens the calendar of consult 2
    Then "2026-11-30" shows "09:45" as taken

  Scenario: the holder books what they hold; the other cannot
    When the clinic holds "2026-11-30 09:45" for consult 1
    And the clinic reschedules consult 2 to "2026-11-30 09:45"
    Then it is refused with "This slot was just taken; please choose another"
    When the clinic reschedules consult 1 to "2026-11-30 09:45"
    Then it applies

  Scenario: a hold lapses after five minutes
    When the clinic holds "2026-11-30 09:45" for consult 1
    And 4 minutes pass
    And the clinic holds "2026-11-30 09:45" for consult 2
    Then it is refused with "This slot was just taken; please choose another"
    When 1 minutes pass
    And the clinic holds "2026-11-30 09:45" for consult 2
    Then it applies

  Scenario: a hold moves with the consult to the next slot picked
    When the clinic holds "2026-11-30 09:45" for consult 1
    And the clinic holds "2026-11-30 09:30" for consult 1
    And the clinic holds "2026-11-30 09:45" for consult 2
    Then it applies

  Scenario: one person holds at most three slots at once
    Given consult 3 with Asha in status 23 at "2026-12-07 09:00"
    And consult 4 with Asha in status 23 at "2026-12-07 09:15"
    When the clinic holds "2026-11-30 09:30" for consult 1
    And the clinic holds "2026-11-30 09:45" for consult 2
    And the clinic holds "2026-12-07 09:30" for consult 3
    And the clinic holds "2026-12-07 09:45" for consult 4
    Then it is refused with "You already hold 3 slots; book or release one before holding another"
    When the clinic holds "2026-12-07 09:45" for consult 3
    Then it applies
    When 5 minutes pass
    And the clinic holds "2026-12-07 09:30" for consult 4
    Then it applies
