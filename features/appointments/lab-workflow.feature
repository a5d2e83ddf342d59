Feature: What the lab's actions do to a request
  The lab confirms or rejects new requests, records whether the customer came, and sends the
  reports. Each action is allowed only from certain statuses and always leads to one status,
  which decides the tab the request moves to. The spec leaves the resulting statuses open;
  they are decided once, in docs/decisions.md, and the provider service applies
  exactly this table.

  Submitting reports is one action for the lab: the request's contract decides whether they go
  straight to QC (Info submitted) or to the insurer's branch first (Branch Approval Pending);
  see upload-actions.feature. Requests here are corporate health checks at Apollo Koramangala
  unless a scenario names another contract.

  Scenario Outline: From <from>, the lab <move>: the request moves to <to> on <tab>
    Given a <contract> request in status <from>
    When the lab <move>
    Then the request is in status <to>, "<meaning>"
    And it is now listed on the "<tab>" tab

    Examples: confirming or rejecting a new request
      | contract  | from | move        | to  | meaning                     | tab                    |
      | corporate | 22   | confirms it | 23  | Confirmed by Medical Center | Confirmed Appointments |
      | corporate | 22   | rejects it  | 146 | Rejected                    | Rejected               |
      | corporate | 30   | confirms it | 23  | Confirmed by Medical Center | Confirmed Appointments |
      | corporate | 30   | rejects it  | 146 | Rejected                    | Rejected               |
      | corporate | 147  | confirms it | 23  | Confirmed by Medical Center | Confirmed Appointments |
      | corporate | 147  | rejects it  | 146 | Rejected                    | Rejected               |

    Examples: recording the visit
      | contract  | from | move                  | to | meaning      | tab               |
      | corporate | 23   | marks it attended     | 32 | Attended     | Documents Pending |
      | corporate | 24   | marks it attended     | 32 | Attended     | Documents Pending |
      | corporate | 29   | marks it attended     | 32 | Attended     | Documents Pending |
      | corporate | 31   | marks it attended     | 32 | Attended     | Documents Pending |
      | corporate | 117  | marks it attended     | 32 | Attended     | Documents Pending |
      | corporate | 129  | marks it attended     | 32 | Attended     | Documents Pending |
      | corporate | 138  | marks it attended     | 32 | Attended     | Documents Pending |
      | corporate | 40   | marks it attended     | 32 | Attended     | Documents Pending |
      | corporate | 40   | marks it not attended | 39 | Not Attended | Not Attended      |

    Examples: a late visit recorded from the Not Attended tab
      | contract  | from | move              | to | meaning  | tab               |
      | corporate | 39   | marks it attended | 32 | Attended | Documents Pending |
      | corporate | 118  | marks it attended | 32 | Attended | Documents Pending |

    Examples: sending the reports
      | contract   | from | move                        | to  | meaning                 | tab                 |
      | corporate  | 32   | submits its reports         | 37  | Info submitted          | Documents Submitted |
      | pre-policy | 32   | submits its reports         | 161 | Branch Approval Pending | Documents Submitted |
      | pre-policy | 32   | uploads part of its reports | 162 | Partial Report Uploaded | Partial documents   |
      | corporate  | 139  | submits its reports         | 37  | Info submitted          | Documents Submitted |
      | pre-policy | 139  | submits its reports         | 161 | Branch Approval Pending | Documents Submitted |
      | pre-policy | 139  | uploads part of its reports | 162 | Partial Report Uploaded | Partial documents   |
      | corporate  | 140  | submits its reports         | 37  | Info submitted          | Documents Submitted |
      | pre-policy | 140  | submits its reports         | 161 | Branch Approval Pending | Documents Submitted |
      | pre-policy | 140  | uploads part of its reports | 162 | Partial Report Uploaded | Partial documents   |
      | corporate  | 116  | submits its reports         | 37  | Info submitted          | Documents Submitted |
      | pre-policy | 116  | submits its reports         | 161 | Branch Approval Pending | Documents Submitted |
      | pre-policy | 116  | uploads part of its reports | 162 | Partial Report Uploaded | Partial documents   |

    Examples: finishing after a QC rejection or a partial upload
      | contract   | from | move                | to  | meaning                 | tab                 |
      | corporate  | 33   | submits its reports | 37  | Info submitted          | Documents Submitted |
      | pre-policy | 33   | submits its reports | 161 | Branch Approval Pending | Documents Submitted |
      | corporate  | 162  | submits its reports | 37  | Info submitted          | Documents Submitted |
      | pre-policy | 162  | submits its reports | 161 | Branch Approval Pending | Documents Submitted |

  Scenario Outline: The lab cannot <move> a request in status <from>
    Given a <contract> request in status <from>
    When the lab <move>
    Then the lab is refused, and the request stays in status <from>

    Examples:
      | contract   | from | move                        |
      | corporate  | -1   | confirms it                 |
      | corporate  | 22   | marks it attended           |
      | corporate  | 23   | confirms it                 |
      | corporate  | 23   | marks it not attended       |
      | corporate  | 32   | confirms it                 |
      | corporate  | 32   | uploads part of its reports |
      | pre-policy | 162  | uploads part of its reports |
      | e-sales    | 33   | uploads part of its reports |
      | corporate  | 37   | submits its reports         |
      | corporate  | 48   | submits its reports         |
      | corporate  | 146  | confirms it                 |
      | corporate  | 26   | marks it attended           |

  Scenario Outline: What the lab may do with a corporate request in status <status>
    Given a request in status <status>
    Then the lab may "<actions>"

    Examples: statuses the lab moves on
      | status | actions                          |
      | 22     | confirm, reject                  |
      | 30     | confirm, reject                  |
      | 147    | confirm, reject                  |
      | 23     | mark attended                    |
      | 24     | mark attended                    |
      | 29     | mark attended                    |
      | 31     | mark attended                    |
      | 117    | mark attended                    |
      | 129    | mark attended                    |
      | 138    | mark attended                    |
      | 40     | mark attended, mark not attended |
      | 39     | mark attended                    |
      | 118    | mark attended                    |
      | 32     | submit reports                   |
      | 33     | submit reports                   |
      | 139    | submit reports                   |
      | 140    | submit reports                   |
      | 116    | submit reports                   |
      | 162    | submit reports                   |

    Examples: statuses ops, QC, underwriting, the insurer or the system move on
      | status | actions |
      | -1     | nothing |
      | 37     | nothing |
      | 134    | nothing |
      | 161    | nothing |
      | 48     | nothing |
      | 121    | nothing |
      | 122    | nothing |
      | 123    | nothing |
      | 126    | nothing |
      | 127    | nothing |
      | 128    | nothing |
      | 130    | nothing |
      | 131    | nothing |
      | 26     | nothing |
      | 27     | nothing |
      | 42     | nothing |
      | 119    | nothing |
      | 120    | nothing |
      | 0      | nothing |
      | 146    | nothing |

  Scenario: A request followed from booking to QC
    Given a corporate request in status 22
    When the lab confirms it
    Then it is now listed on the "Confirmed Appointments" tab
    When the lab marks it attended
    Then it is now listed on the "Documents Pending" tab
    When the lab submits its reports
    Then the request is in status 37, "Info submitted"
    And it is now listed on the "Documents Submitted" tab
    And on the "Documents Submitted" tab its status reads "QC Pending"
    And the lab may "nothing"
