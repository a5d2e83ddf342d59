Feature: How a lab list shows a request's status
  The lab lists mostly show a status by its meaning, with a few exceptions: a request QC sent
  back (Information Awaited) reads 'Reports Rejected' and carries a red 'QC Rejected' tag with
  QC's remarks; a request ops rescheduled reads as a new request; and on Documents Submitted the
  three statuses that wait on QC all read 'QC Pending'.

  Scenario Outline: Status <status> reads "<shown>" on <tab>
    Given a request in status <status>
    Then on the "<tab>" tab its status reads "<shown>"

    Examples: the spec's exceptions
      | status | tab                 | shown                   |
      | 33     | Documents Pending   | Reports Rejected        |
      | 33     | All Appointments    | Reports Rejected        |
      | 30     | New Appointments    | New Appointment Request |
      | 30     | All Appointments    | New Appointment Request |
      | 37     | Documents Submitted | QC Pending              |
      | 134    | Documents Submitted | QC Pending              |
      | 161    | Documents Submitted | QC Pending              |

    Examples: 'QC Pending' belongs to Documents Submitted only
      | status | tab              | shown                   |
      | 37     | All Appointments | Info submitted          |
      | 134    | All Appointments | Digitization Pending    |
      | 161    | All Appointments | Branch Approval Pending |

    Examples: every other status reads its meaning
      | status | tab                    | shown                       |
      | 22     | New Appointments       | New Appointment Request     |
      | 40     | Confirmed Appointments | Customer awaited at DC      |
      | 32     | Documents Pending      | Attended                    |
      | 162    | Partial documents      | Partial Report Uploaded     |
      | 48     | Settled                | QCApproved                  |
      | 146    | Rejected               | Rejected                    |
      | 39     | Not Attended           | Not Attended                |
      | 26     | All Appointments       | Cancelled by Medical Center |

  Scenario: A request QC sent back carries the QC Rejected tag with QC's remarks
    Given a request in status 33, with the remarks "ECG tracing not legible, please re-upload"
    Then on the "Documents Pending" tab its status reads "Reports Rejected"
    And on the "Documents Pending" tab it carries the QC Rejected tag reading "ECG tracing not legible, please re-upload"
    And on the "All Appointments" tab it carries the QC Rejected tag reading "ECG tracing not legible, please re-upload"

  Scenario: A QC rejection with empty remarks says so
    Given a request in status 33, with the remarks ""
    Then on the "Documents Pending" tab it carries the QC Rejected tag reading "No Remarks"

  Scenario: Remarks of blanks alone count as none
    Given a request in status 33, with the remarks "   "
    Then on the "Documents Pending" tab it carries the QC Rejected tag reading "No Remarks"

  Scenario: A QC rejection whose remarks were never recorded
    Given a request in status 33, with no remarks recorded
    Then on the "Documents Pending" tab it carries the QC Rejected tag reading "No Remarks"

  Scenario Outline: Only a QC rejection carries the tag, whatever the remarks
    Given a request in status <status>, with the remarks "Customer came 20 minutes late"
    Then on the "<tab>" tab it carries no tag

    Examples:
      | status | tab                 |
      | 32     | Documents Pending   |
      | 37     | Documents Submitted |
      | 48     | Settled             |

  Scenario: A status the catalogue does not know is shown as it is, not hidden
    Given a request in status 999
    Then on the "All Appointments" tab its status reads "Status 999"
