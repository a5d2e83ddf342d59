Feature: A doctor's weekly schedule
  Each week day has up to three durations. A duration runs From a time To a later one, in
  5-minute steps, takes 1 to 100 bookings and has an average slot time of 1 to 60 minutes.
  Durations of one day never overlap. Customers see each duration cut into slots of the average
  slot time, three to a row. Over HTTP, the server keeps a schedule exactly when the form accepts it.

  Scenario Outline: A duration from <from> to <to>, <bookings> bookings of <split> minutes
    When the clinic fills a duration from "<from>" to "<to>" with "<bookings>" bookings of "<split>" minutes
    Then the From field reads "<from message>"
    And the To field reads "<to message>"
    And the bookings field reads "<bookings message>"
    And the slot time field reads "<split message>"

    Examples:
      | from     | to       | bookings | split | from message                            | to message                              | bookings message       | split message          |
      | 09:00 AM | 01:00 PM | 16       | 15    |                                         |                                         |                        |                        |
      | 01:00 PM | 09:00 AM | 16       | 15    | Start time must be lesser than End Time | End time must be greater than Start Time |                        |                        |
      | 09:00 AM | 09:00 AM | 16       | 15    | Start time must be lesser than End Time | End time must be greater than Start Time |                        |                        |
      | 09:00 AM | 01:00 PM | 0        | 15    |                                         |                                         | Must be greater than 0 |                        |
      | 09:00 AM | 01:00 PM | 101      | 15    |                                         |                                         | Must be less than 100  |                        |
      | 09:00 AM | 01:00 PM | 100      | 60    |                                         |                                         |                        |                        |
      | 09:00 AM | 01:00 PM | ten      | 15    |                                         |                                         | Invalid Input          |                        |
      | 09:00 AM | 01:00 PM | 16       | 61    |                                         |                                         |                        | Must be less than 60   |
      | 09:00 AM | 01:00 PM | 16       | 0     |                                         |                                         |                        | Must be greater than 0 |
      | 09:00 AM | 01:00 PM | 16       | x     |                                         |                                         |                        | Invalid Input          |
      | 09:03 AM | 01:00 PM | 16       | 15    | Invalid Input                           |                                         |                        |                        |

  Scenario Outline: Two durations on one day: <first> and <second>
    When the clinic sets Monday to "<first>" and "<second>"
    Then Monday reads "<message>"

    Examples:
      | first               | second              | message                         |
      | 09:00 AM - 01:00 PM | 01:00 PM - 03:00 PM |                                 |
      | 09:00 AM - 01:00 PM | 12:30 PM - 03:00 PM | Slots should be non overlapping |
      | 05:00 PM - 08:00 PM | 09:00 AM - 05:05 PM | Slots should be non overlapping |

  Scenario: The Customer View cuts a duration into slots, three to a row
    When the clinic previews a duration from "09:00 AM" to "10:10 AM" of "20" minutes
    Then the customer sees these rows of slots
      | 09:00 AM - 09:20 AM | 09:20 AM - 09:40 AM | 09:40 AM - 10:00 AM |

  Scenario: Copying Monday to Tuesday and Wednesday
    Given Monday runs "09:00 AM - 01:00 PM" and "05:00 PM - 08:00 PM"
    And Tuesday runs "10:00 AM - 11:00 AM"
    When the clinic copies Monday to Tuesday and Wednesday
    Then Tuesday runs "09:00 AM - 01:00 PM" and "05:00 PM - 08:00 PM"
    And Wednesday runs "09:00 AM - 01:00 PM" and "05:00 PM - 08:00 PM"
