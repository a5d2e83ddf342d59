@domain
Feature: The audit trail shows entries removed from its end
  Each day's audit entries form a chain: every entry holds the fingerprint of the one before, so an
  entry changed or taken out of the middle breaks the chain. Entries taken off the end leave a
  shorter chain that is sound in itself. So the day's last entry is sealed every minute and when the
  server stops, and the check holds every seal against what remains.

  Background:
    Given the audit trail of 22 November 2026 holds 7 entries
    And the trail was sealed at its 7th entry at 12:00 India time

  Scenario: Nothing was removed
    When the trail is checked
    Then the check finds the trail intact

  Scenario: Entries written after the seal
    Given 3 more entries were written that day
    When the trail is checked
    Then the check finds the trail intact

  Scenario: The day's last entries were removed
    Given the day's last 2 entries were removed
    When the trail is checked
    Then the check reads "its chain ends at link 5, but link 7 was sealed at 2026-11-22T06:30:00.000Z: the links after 5 were removed"

  Scenario: The whole day was removed
    Given every entry of the day was removed
    When the trail is checked
    Then the check reads "none of its links remain, but link 7 was sealed at 2026-11-22T06:30:00.000Z: the day's links were removed"

  Scenario: The day's entries were written again from the sealed point on
    Given the day's last 2 entries were removed
    And 2 other entries were written that day
    When the trail is checked
    Then the check reads "link 7 is not the one sealed at 2026-11-22T06:30:00.000Z: the chain was rewritten"
