Feature: Where submitted reports go
  The lab sends reports from one document dialog. Its Submit sends them straight to QC (Submit),
  or first to the insurer's branch for approval (ReportApprovalPendingByBranch), depending on the
  contract: pre-employment reports of certain labs need branch approval; e-sales and pre-policy
  reports need it unless the lab, or every package's category, is trusted to go straight to QC;
  everything else goes straight to QC. Partial Upload (PartialReportUploaded) is offered only for
  e-sales and pre-policy requests, and not once the reports are already partly uploaded.

  The spec says "certain providers" and "certain category names" without naming them; the lists
  below are the project's, and a deployment changes them in one place.

  Background:
    Given pre-employment reports from "Apollo Diagnostics" and its branches need branch approval
    And e-sales and pre-policy reports from "Sunrise Pathology" go straight to QC
    And e-sales and pre-policy packages of the category "Lab Test" go straight to QC

  Scenario: These are the lists the portal applies
    Then the portal applies exactly these lists

  Scenario Outline: A <contract> request at <lab> for "<categories>" is submitted as <sent as>
    Given a <contract> request at "<lab>" for "<categories>" packages, in status 32
    Then submitting its reports is sent as "<sent as>"
    When the lab submits its reports
    Then the request is in status <to>, "<meaning>"
    And it is now listed on the "Documents Submitted" tab

    Examples: pre-employment: branch approval at the listed chain only
      | contract       | lab                | categories   | sent as                       | to  | meaning                 |
      | pre-employment | Apollo Koramangala | Health Check | ReportApprovalPendingByBranch | 161 | Branch Approval Pending |
      | pre-employment | Apollo Kothrud     | Health Check | ReportApprovalPendingByBranch | 161 | Branch Approval Pending |
      | pre-employment | Apollo Diagnostics | Health Check | ReportApprovalPendingByBranch | 161 | Branch Approval Pending |
      | pre-employment | Sunrise Pathology  | Health Check | Submit                        | 37  | Info submitted          |
      | pre-employment | Harbour Labs       | Lab Test     | Submit                        | 37  | Info submitted          |

    Examples: e-sales and pre-policy: branch approval unless the lab or every category is trusted
      | contract   | lab                | categories         | sent as                       | to  | meaning                 |
      | e-sales    | Apollo Koramangala | PPMC               | ReportApprovalPendingByBranch | 161 | Branch Approval Pending |
      | pre-policy | Apollo Koramangala | Health Check       | ReportApprovalPendingByBranch | 161 | Branch Approval Pending |
      | pre-policy | Harbour Labs       | PPMC               | ReportApprovalPendingByBranch | 161 | Branch Approval Pending |
      | e-sales    | Sunrise Pathology  | PPMC               | Submit                        | 37  | Info submitted          |
      | pre-policy | Sunrise Pathology  | Health Check       | Submit                        | 37  | Info submitted          |
      | pre-policy | Apollo Koramangala | Lab Test           | Submit                        | 37  | Info submitted          |
      | e-sales    | Harbour Labs       | Lab Test, Lab Test | Submit                        | 37  | Info submitted          |
      | pre-policy | Harbour Labs       | PPMC, Lab Test     | ReportApprovalPendingByBranch | 161 | Branch Approval Pending |
      | pre-policy | Harbour Labs       |                    | ReportApprovalPendingByBranch | 161 | Branch Approval Pending |

    Examples: every other contract goes straight to QC
      | contract  | lab                | categories   | sent as | to | meaning        |
      | corporate | Apollo Koramangala | Health Check | Submit  | 37 | Info submitted |
      | corporate | Harbour Labs       | PPMC         | Submit  | 37 | Info submitted |
      | OPD       | Apollo Koramangala | Health Check | Submit  | 37 | Info submitted |

  Scenario Outline: The document dialog for a <contract> request in status <status> offers "<controls>"
    Given a <contract> request at "Apollo Koramangala" for "Health Check" packages, in status <status>
    Then the document dialog offers "<controls>"

    Examples: Partial Upload for e-sales and pre-policy
      | contract   | status | controls               |
      | e-sales    | 32     | Submit, Partial Upload |
      | pre-policy | 32     | Submit, Partial Upload |
      | pre-policy | 139    | Submit, Partial Upload |
      | pre-policy | 140    | Submit, Partial Upload |
      | e-sales    | 116    | Submit, Partial Upload |

    Examples: never twice, and never after a QC rejection
      | contract   | status | controls |
      | e-sales    | 162    | Submit   |
      | pre-policy | 162    | Submit   |
      | e-sales    | 33     | Submit   |
      | pre-policy | 33     | Submit   |

    Examples: never for other contracts
      | contract       | status | controls |
      | corporate      | 32     | Submit   |
      | pre-employment | 32     | Submit   |
      | OPD            | 116    | Submit   |

  Scenario: Reports uploaded in two goes
    Given an e-sales request at "Sunrise Pathology" for "PPMC" packages, in status 32
    When the lab uploads part of its reports
    Then the request is in status 162, "Partial Report Uploaded"
    And it is now listed on the "Partial documents" tab
    And the document dialog offers "Submit"
    When the lab submits its reports
    Then the request is in status 37, "Info submitted"
    And it is now listed on the "Documents Submitted" tab
    And on the "Documents Submitted" tab its status reads "QC Pending"

  Scenario: Reports waiting for the branch read as QC Pending too
    Given a pre-policy request at "Harbour Labs" for "PPMC" packages, in status 32
    When the lab submits its reports
    Then on the "Documents Submitted" tab its status reads "QC Pending"
    And the lab may "nothing"
