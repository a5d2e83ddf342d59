Feature: Which selected rows a bulk action applies to, and why the others are skipped
  Before a bulk action the desk says how many of the selected requests it applies to, and for
  each of the others why it is skipped: its status allows no such action (and only customers
  awaited at the centre can be marked attended together). The service applies the same rule, so
  the rows the preview skips are exactly the rows the service refuses, with the same reasons.

  Scenario: Confirming a selection skips the request that is already confirmed
    Given the lab has selected the requests in statuses 22, 23 and 30 on the "New Appointments" tab
    Then the preview of confirming them says 2 of 3 selected appointments will be confirmed
    And it skips the second because "Its status 'Confirmed by Medical Center' allows no Confirm"
    When the lab confirms the selection
    Then they now stand in statuses 23, 23 and 23
    And the service refused exactly the rows the preview skipped, with the same reasons

  Scenario: Marking a selection attended skips those not awaited at the centre
    Given the lab has selected the requests in statuses 40, 23 and 146 on the "Confirmed Appointments" tab
    Then the preview of marking them attended says 1 of 3 selected appointments will be marked attended
    And it skips the second because "Only requests in status 40 (Customer awaited at DC) can be bulk-attended"
    And it skips the third because "Its status 'Rejected' allows no Attended"
    When the lab marks the selection attended
    Then they now stand in statuses 32, 23 and 146
    And the service refused exactly the rows the preview skipped, with the same reasons

  Scenario: Rejecting a selection of new requests skips none
    Given the lab has selected the requests in statuses 22, 30 and 147 on the "New Appointments" tab
    Then the preview of rejecting them says 3 of 3 selected appointments will be rejected
    When the lab rejects the selection
    Then they now stand in statuses 146, 146 and 146
    And the service refused exactly the rows the preview skipped, with the same reasons
