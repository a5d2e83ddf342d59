Feature: Consults past their SLA, counted beside each tab
  Beside each tab's and sub-tab's counter the clinic sees how many of its consults are past their
  SLA, and Priority Cases shows only those. A request waiting for confirmation is late 4 hours after
  its last change; a booked consult 4 hours after its appointment time, as is a seen one whose
  prescription is still to upload. All counts each consult as its own tab does. Where the clinic
  owes nothing (not attended, prescription submitted or completed, cancelled) nothing is late.

  Background:
    Given the clinic's clock reads "2027-03-14 12:00"
    And doctor Asha sees patients on Mondays+Sundays from "09:00" to "13:00" with 16 bookings of 15 minutes
    And consult 1 with Asha in status 22 at "2027-03-22 09:00", last changed "2027-03-14 08:00"
    And consult 2 with Asha in status 22 at "2027-03-22 09:15", last changed "2027-03-14 08:01"
    And consult 3 with Asha in status 23 at "2027-03-14 08:00", last changed "2027-03-12 08:00"
    And consult 4 with Asha in status 23 at "2027-03-14 09:00", last changed "2027-03-12 08:00"
    And consult 5 with Asha in status 24 at "2027-03-22 09:30", last changed "2027-02-21 08:00"
    And consult 6 with Asha in status 39 at "2027-03-12 09:00", last changed "2027-03-12 10:00"
    And consult 7 with Asha in status 32 at "2027-03-12 09:00", last changed "2027-03-12 10:00"
    And consult 8 with Asha in status 33 at "2027-03-11 09:00", last changed "2027-03-13 10:00"
    And consult 9 with Asha in status 37 at "2027-03-10 09:00", last changed "2027-03-10 10:00"
    And consult 10 with Asha in status 26 at "2027-03-10 09:00", last changed "2027-03-10 10:00"

  Scenario: Each tab counts its late consults, exactly on the 4-hour mark included
    Then the offline tabs show past SLA:
      | list             | past SLA |
      | All Appointments | 4        |
      | Upcoming         | 1        |
      | Confirmed        | 1        |
      | Document Upload  | 2        |
      | Cancelled        | 0        |
    And the offline sub-tabs show past SLA:
      | list                 | past SLA |
      | All Confirmed        | 1        |
      | Attendance Pending   | 1        |
      | Future Appointments  | 0        |
      | Reschedule Initiated | 0        |
      | Not Attended         | 0        |
      | All Attended         | 2        |
      | Pending              | 1        |
      | Submitted            | 0        |
      | Rejected             | 1        |
      | Completed            | 0        |

  Scenario: Priority Cases shows only the late consults of the list
    Then Priority Cases on "Upcoming" lists consult "1"
    And Priority Cases on "Confirmed / Attendance Pending" lists consult "3"
    And Priority Cases on "Document Upload / All Attended" lists consults "7, 8"
    And Priority Cases on "All Appointments" lists consults "1, 3, 7, 8"
    And Priority Cases on "Confirmed / Not Attended" lists consults ""
