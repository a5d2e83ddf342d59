Feature: The actions a row offers on each tab
  A row offers what its request allows, narrowed to what its tab is for: New confirms or
  rejects, Confirmed records the visit, Documents Pending and Partial documents send reports
  (one 'Upload Documents' whatever the contract sends), and All Appointments only reads. A
  customer can be marked not attended only while awaited at the centre (status 40), and only on
  the Confirmed and Not Attended pages.

  Scenario Outline: A request in status <status> on <tab> offers <actions>
    Given a request in status <status>
    Then on the "<tab>" tab its row offers "<actions>"

    Examples: New Appointments
      | status | tab              | actions         |
      | 22     | New Appointments | Confirm, Reject |
      | 30     | New Appointments | Confirm, Reject |
      | 147    | New Appointments | Confirm, Reject |
      | -1     | New Appointments | no actions      |

    Examples: Confirmed Appointments
      | status | tab                    | actions                |
      | 23     | Confirmed Appointments | Attended               |
      | 24     | Confirmed Appointments | Attended               |
      | 29     | Confirmed Appointments | Attended               |
      | 129    | Confirmed Appointments | Attended               |
      | 138    | Confirmed Appointments | Attended               |
      | 40     | Confirmed Appointments | Attended, Not Attended |

    Examples: the document tabs
      | status | tab               | actions          |
      | 32     | Documents Pending | Upload Documents |
      | 33     | Documents Pending | Upload Documents |
      | 139    | Documents Pending | Upload Documents |
      | 140    | Documents Pending | Upload Documents |
      | 116    | Partial documents | Upload Documents |
      | 162    | Partial documents | Upload Documents |

    Examples: Not Attended
      | status | tab          | actions  |
      | 39     | Not Attended | Attended |
      | 118    | Not Attended | Attended |

    Examples: tabs that only show what others decide
      | status | tab                 | actions    |
      | 37     | Documents Submitted | no actions |
      | 161    | Documents Submitted | no actions |
      | 48     | Settled             | no actions |
      | 26     | Cancelled           | no actions |
      | 146    | Rejected            | no actions |

    Examples: All Appointments only reads
      | status | tab              | actions    |
      | 22     | All Appointments | no actions |
      | 40     | All Appointments | no actions |
      | 32     | All Appointments | no actions |
      | 162    | All Appointments | no actions |

  Scenario Outline: One Upload Documents for every <contract> request awaiting reports
    Given a <contract> request in status 32
    Then on the "Documents Pending" tab its row offers "Upload Documents"

    Examples:
      | contract       |
      | corporate      |
      | pre-policy     |
      | e-sales        |
      | pre-employment |

  Scenario Outline: Mark Not Attended for a customer awaited at the centre, on <tab>
    Given a request in status 40
    Then on the "<tab>" tab its row offers "<actions>"

    Examples:
      | tab                    | actions                |
      | Confirmed Appointments | Attended, Not Attended |
      | Not Attended           | Attended, Not Attended |
      | All Appointments       | no actions             |

  Scenario: The Not Attended page never actually shows a customer awaited at the centre
    Given a request in status 40
    Then it is listed on the "Confirmed Appointments" tab and on All Appointments only
    And it is not listed on the "Not Attended" tab

  Scenario: Mark Not Attended stays hidden for a confirmed request, even if it is offered
    Given a request in status 23
    And the request is also, wrongly, offered as "marks it not attended"
    Then on the "Confirmed Appointments" tab its row offers "Attended"
    When the lab marks it not attended
    Then the lab is refused, and the request stays in status 23

  Scenario: A row offers only what its tab is for, even if the request offers more
    Given a request in status 22
    And the request is also, wrongly, offered as "submits its reports"
    Then on the "New Appointments" tab its row offers "Confirm, Reject"
