Feature: The files an insurer sees on a request's timeline
  Each status on the timeline may carry uploaded bills and reports. The lab sees both at once.
  An insurer sees the reports only once QC has approved them (QC Approved) or underwriting has
  been scheduled on them (TU Scheduled); the bills are shown to the insurer all along.

  Scenario Outline: With the history <statuses>, an insurer sees <insurer sees>
    Given a status carrying the bill "invoice-1042.pdf" and the report "cbc-report.pdf", in a history of statuses <statuses>
    Then an insurer sees the files "<insurer sees>"
    And the lab sees the files "invoice-1042.pdf, cbc-report.pdf"

    Examples:
      | statuses                | insurer sees                     |
      | 22, 23, 32, 37          | invoice-1042.pdf                 |
      | 22, 23, 32, 37, 33      | invoice-1042.pdf                 |
      | 22, 23, 32, 37, 48      | invoice-1042.pdf, cbc-report.pdf |
      | 22, 23, 32, 37, 48, 121 | invoice-1042.pdf, cbc-report.pdf |
      | 22, 23, 32, 122         | invoice-1042.pdf, cbc-report.pdf |

  Scenario: A status with only reports shows an insurer no files before QC approval
    Given a status carrying the report "cbc-report.pdf", in a history of statuses 22, 23, 32, 37
    Then an insurer sees no files on it
    And the lab sees the files "cbc-report.pdf"

  Scenario: A status with nothing uploaded shows no files to anyone
    Given a status carrying no files, in a history of statuses 22, 23, 32, 37, 48
    Then an insurer sees no files on it
    And the lab sees no files on it
