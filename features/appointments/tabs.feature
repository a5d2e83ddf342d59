Feature: Which tab lists a request
  A lab works its requests across ten tabs. Every request is listed on exactly one working tab,
  chosen by its status, and also on All Appointments, which only reads. The spec places only
  New Appointment Request (New) and Confirmed by Medical Center (Confirmed); every other
  placement is the project's decision (docs/decisions.md).

  Scenario Outline: A request in status <status> (<meaning>) is listed on <tab>
    Given a request in status <status>, "<meaning>"
    Then it is listed on the "<tab>" tab and on All Appointments only

    Examples: waiting for the lab to confirm
      | status | meaning                 | tab              |
      | 22     | New Appointment Request | New Appointments |
      | 30     | Rescheduled by Ops      | New Appointments |
      | 147    | Routed to provider      | New Appointments |
      | -1     | WIP                     | New Appointments |

    Examples: booked, the visit is due
      | status | meaning                        | tab                    |
      | 23     | Confirmed by Medical Center    | Confirmed Appointments |
      | 24     | Confirmed by Ops               | Confirmed Appointments |
      | 29     | Rescheduled by Medical Center  | Confirmed Appointments |
      | 31     | Rescheduled by User            | Confirmed Appointments |
      | 117    | Rescheduled by Others          | Confirmed Appointments |
      | 40     | Customer awaited at DC         | Confirmed Appointments |
      | 129    | System Confirmed               | Confirmed Appointments |
      | 138    | Home sample collection awaited | Confirmed Appointments |

    Examples: visited, reports due
      | status | meaning                 | tab               |
      | 32     | Attended                | Documents Pending |
      | 33     | Information Awaited     | Documents Pending |
      | 139    | Home sample collected   | Documents Pending |
      | 140    | ReportProcessPending    | Documents Pending |
      | 116    | Partially Attended      | Partial documents |
      | 162    | Partial Report Uploaded | Partial documents |

    Examples: reports with QC
      | status | meaning                 | tab                 |
      | 37     | Info submitted          | Documents Submitted |
      | 134    | Digitization Pending    | Documents Submitted |
      | 161    | Branch Approval Pending | Documents Submitted |

    Examples: settled by QC or underwriting
      | status | meaning                 | tab     |
      | 48     | QCApproved              | Settled |
      | 121    | TU completed            | Settled |
      | 122    | TU scheduled            | Settled |
      | 123    | TU info awaited         | Settled |
      | 126    | Fit with recommendation | Settled |
      | 127    | Fitness on Hold         | Settled |
      | 128    | Temporary unfit         | Settled |
      | 130    | Non Workable            | Settled |
      | 131    | Workable                | Settled |

    Examples: closed without a visit
      | status | meaning                     | tab          |
      | 26     | Cancelled by Medical Center | Cancelled    |
      | 27     | Cancelled by Ops            | Cancelled    |
      | 42     | Cancelled                   | Cancelled    |
      | 119    | Cancelled by Insurer        | Cancelled    |
      | 120    | Closed by Insurer           | Cancelled    |
      | 0      | WIP closed by insurer       | Cancelled    |
      | 146    | Rejected                    | Rejected     |
      | 39     | Not Attended                | Not Attended |
      | 118    | NotAttended by Others       | Not Attended |

  Scenario Outline: Tab <number> is <tab>, opening on <date range>
    Then tab <number> is the "<tab>" tab, at "<dcadmin path>" for a dcadmin
    And the "<tab>" tab opens on the "<date range>" date range
    And the "<tab>" tab <works> requests

    Examples:
      | number | tab                    | dcadmin path                       | date range      | works      |
      | 1      | New Appointments       | /dcadmin/appointments              | Next 30 Days    | works on   |
      | 2      | Confirmed Appointments | /dcadmin/appointments/confirmed    | Previous 7 Days | works on   |
      | 3      | Documents Pending      | /dcadmin/documents/pending         | Previous 7 Days | works on   |
      | 4      | Partial documents      | /dcadmin/documents/partialReceived | Previous 7 Days | works on   |
      | 5      | Documents Submitted    | /dcadmin/documents/received        | Previous 7 Days | works on   |
      | 6      | Settled                | /dcadmin/cases/settled             | Previous 7 Days | works on   |
      | 7      | Cancelled              | /dcadmin/cases/cancelled           | Previous 7 Days | works on   |
      | 8      | Rejected               | /dcadmin/cases/rejected            | Previous 7 Days | works on   |
      | 9      | Not Attended           | /dcadmin/appointments/notAttended  | Previous 7 Days | works on   |
      | 10     | All Appointments       | /dcadmin/appointments/all          | Previous 7 Days | only reads |

  Scenario: The tabs carry the role of the person working them
    Then tab 3 is the "Documents Pending" tab, at "/dcoperations/documents/pending" for a dcoperations
