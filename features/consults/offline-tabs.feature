Feature: Offline consult tabs
  A clinic finds each consult on exactly one of Upcoming, Confirmed, Document Upload and Cancelled,
  and inside Confirmed and Document Upload in the sub-tabs its status and appointment time give.
  A booked consult waits for attendance once its time has come, and is a future appointment before.

  Background:
    Given the clinic's clock reads "2026-11-22 12:00"
    And doctor Asha sees patients on Mondays+Sundays from "09:00" to "13:00" with 16 bookings of 15 minutes

  Scenario Outline: status <status> <when> shows on <tab>
    Given consult 1 with Asha in status <status> at "<at>"
    Then consult 1 shows on the "<tab>" tab in "<sub-tabs>"

    Examples:
      | status | when         | at               | tab             | sub-tabs                                                |
      | 22     | ahead        | 2026-11-30 09:00 | Upcoming        |                                                         |
      | 30     | ahead        | 2026-11-30 09:00 | Upcoming        |                                                         |
      | 147    | ahead        | 2026-11-30 09:00 | Upcoming        |                                                         |
      | 23     | ahead        | 2026-11-30 09:00 | Confirmed       | All Confirmed, Future Appointments                      |
      | 23     | due          | 2026-11-22 09:00 | Confirmed       | All Confirmed, Attendance Pending                       |
      | 24     | ahead        | 2026-11-30 09:00 | Confirmed       | All Confirmed, Future Appointments                      |
      | 129    | due          | 2026-11-22 11:45 | Confirmed       | All Confirmed, Attendance Pending                       |
      | 29     | ahead        | 2026-11-30 09:00 | Confirmed       | All Confirmed, Future Appointments, Reschedule Initiated |
      | 31     | due          | 2026-11-22 09:00 | Confirmed       | All Confirmed, Attendance Pending, Reschedule Initiated  |
      | 39     | past         | 2026-11-22 09:00 | Confirmed       | Not Attended                                            |
      | 32     | past         | 2026-11-22 09:00 | Document Upload | All Attended, Pending                                   |
      | 37     | past         | 2026-11-22 09:00 | Document Upload | All Attended, Submitted                                 |
      | 33     | past         | 2026-11-22 09:00 | Document Upload | All Attended, Rejected                                  |
      | 48     | past         | 2026-11-22 09:00 | Document Upload | All Attended, Completed                                 |
      | 26     | ahead        | 2026-11-30 09:00 | Cancelled       |                                                         |
      | 146    | ahead        | 2026-11-30 09:00 | Cancelled       |                                                         |
