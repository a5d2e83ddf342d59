Feature: Acting on several requests together
  On New Appointments the lab may confirm or reject several requests at once; on Confirmed
  Appointments it may mark several customers attended, but only customers awaited at the centre
  (status 40). Acting together becomes possible once more than one row is selected. Each
  request of a bulk is answered on its own: one refusal loses none of the others.

  Scenario Outline: With <count> selected, acting together is <availability>
    Given the lab has selected <count> rows on the "Confirmed Appointments" tab
    Then acting on them together is <availability>

    Examples:
      | count | availability  |
      | 0     | not available |
      | 1     | not available |
      | 2     | available     |
      | 10    | available     |

  Scenario Outline: On <tab>, requests can be handled together by "<together>"
    Then requests on the "<tab>" tab can be handled together by "<together>"

    Examples:
      | tab                    | together        |
      | New Appointments       | confirm, reject |
      | Confirmed Appointments | mark attended   |
      | Documents Pending      | nothing         |
      | Partial documents      | nothing         |
      | Documents Submitted    | nothing         |
      | Not Attended           | nothing         |
      | All Appointments       | nothing         |

  Scenario Outline: A request in status <status> <can> be marked attended together with others
    Given a request in status <status>
    Then on the "Confirmed Appointments" tab it <can> be marked attended together with others

    Examples:
      | status | can    |
      | 40     | can    |
      | 23     | cannot |
      | 24     | cannot |
      | 29     | cannot |
      | 31     | cannot |
      | 117    | cannot |
      | 129    | cannot |
      | 138    | cannot |

  Scenario: Marking not attended is always done one request at a time
    Given a request in status 40
    Then on the "Confirmed Appointments" tab it cannot be marked not attended together with others

  Scenario Outline: New requests in status <status> <can> be <acted> together with others
    Given a request in status <status>
    Then on the "New Appointments" tab it <can> be <acted> together with others

    Examples:
      | status | can    | acted     |
      | 22     | can    | confirmed |
      | 22     | can    | rejected  |
      | 30     | can    | confirmed |
      | 147    | can    | rejected  |
      | -1     | cannot | confirmed |

  Scenario: Customers awaited at the centre are marked attended together
    Given the lab has selected the requests in statuses 40, 40 and 40 on the "Confirmed Appointments" tab
    Then acting on them together is available
    When the lab marks the selection attended
    Then they now stand in statuses 32, 32 and 32

  Scenario: A confirmed request slipped into a bulk attendance is refused on its own
    Given the lab has selected the requests in statuses 40, 23 and 40 on the "Confirmed Appointments" tab
    When the lab marks the selection attended
    Then they now stand in statuses 32, 23 and 32
    And only the second was refused, with "Only requests in status 40 (Customer awaited at DC) can be bulk-attended"

  Scenario: A confirmed request marked attended on its own is fine
    Given the lab has selected the request in status 23 on the "Confirmed Appointments" tab
    When the lab marks the selection attended
    Then it now stands in status 32

  Scenario: New requests are confirmed together
    Given the lab has selected the requests in statuses 22, 30 and 147 on the "New Appointments" tab
    When the lab confirms the selection
    Then they now stand in statuses 23, 23 and 23
