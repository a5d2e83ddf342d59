Feature: Doctor quality check
  A new doctor is a draft. Drafts are saved and go on to the schedule; the profile is then sent to
  quality check, after which it can never be a draft again.

  Scenario Outline: What each save leaves the doctor in
    Given a doctor in <status>
    Then the profile's main button reads "<button>"
    And Save Draft is <draft>
    And saving as a draft is <back>

    Examples:
      | status     | button         | draft     | back      |
      | a new one  | Save & Proceed | offered   | allowed   |
      | Draft      | Save & Proceed | offered   | allowed   |
      | InProgress | Submit to QC   | not offered | refused |
      | Failed     | Submit to QC   | not offered | refused |
      | Passed     | Submit to QC   | not offered | refused |

  Scenario: Submitting to quality check moves the doctor to InProgress
    Then Submit to QC leaves the doctor InProgress and Save & Proceed leaves it a Draft

  Scenario: Failed remarks show on their fields
    Given a doctor whose quality check failed with remarks:
      | field          | status  | remark                     |
      | doctorImageUrl | Failed  | Photo must show the face   |
      | mciIds         | Failed  |                            |
      | gender         | Warning | Check                      |
    Then the fields read:
      | field          | message                  |
      | doctorImageUrl | Photo must show the face |
      | mciIds         | Error                    |
    And the list tooltip counts 0 errors, 1 warning and 2 failed
