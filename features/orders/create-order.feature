Feature: Create Order
  An affiliate lab on the allow-list takes a retail order: it looks the customer up by phone and
  e-mail, adds the people the order is for, and picks health checks or lab tests by city, each with
  an appointment date. The form speaks in the product's own words.

  Background:
    Given Nisha of the affiliate lab opens Create Order

  Scenario Outline: The customer's phone number
    When Nisha types "<phone>" as the customer's phone
    Then the phone reads "<message>"

    Examples:
      | phone         | message                    |
      | 9876500011    |                            |
      | 919876500011  |                            |
      | 09876500011   |                            |
      | 5876500011    |                            |
      | 4876500011    | Enter correct phone number |
      | 987650001     | Enter correct phone number |
      | 98765000111   | Enter correct phone number |
      | +919876500011 | Enter correct phone number |

  Scenario: Get Data waits for a right phone and e-mail, and tells a known customer in green
    When Nisha types "9822001100" as the customer's phone
    And Nisha types "meera.retail@mail" as the customer's e-mail
    Then the e-mail reads "Enter valid email address"
    And Get Data is not offered
    When Nisha types "meera.retail@mail.test" as the customer's e-mail
    Then Get Data is offered
    When Nisha gets the customer's data
    Then the lookup says "Existing customer: the order is added to their account" in green

  Scenario: A new customer is told in red
    When Nisha types "9876500011" as the customer's phone
    And Nisha types "new.customer@mail.test" as the customer's e-mail
    And Nisha gets the customer's data
    Then the lookup says "New customer: the order registers them" in red

  Scenario: A customer whose e-mail is not their own
    When Nisha types "9876500011" as the customer's phone
    And Nisha ticks that the e-mail is not the customer's own
    Then the e-mail is "9876500011@retail.example" and cannot be changed

  Scenario: Each choice clears what follows it
    When Nisha chooses "Health Check" in Pune for the package "Wellnest Full Body Checkup ₹1499"
    And Nisha changes the city to Chennai
    Then the package is cleared
    When Nisha changes the category to "Lab Test"
    Then the city and the package are cleared
    And the cities offered are "Chennai"

  Scenario: The lab's keyword keeps its own packages
    When Nisha chooses "Health Check" in Pune for the package "Wellnest Full Body Checkup ₹1499"
    Then the packages offered are "Wellnest Full Body Checkup ₹1499"

  Scenario Outline: The appointment date
    When Nisha chooses "Health Check" in Pune for the package "Wellnest Full Body Checkup ₹1499"
    And Nisha books it for <day>
    Then the package panel reads "<message>"
    And the order has <lines> package line

    Examples:
      | day          | message                                    | lines |
      | tomorrow     |                                            | 1     |
      | yesterday    |                                            | 1     |
      | 365 days ago |                                            | 1     |
      | 367 days ago | Can not set date from more than a year ago | 0     |

  Scenario: A line dated before today is a past booking
    Given Nisha has filled in the customer and one beneficiary
    When Nisha chooses "Lab Test" in Chennai for the package "Wellnest Thyroid Profile ₹450.5"
    And Nisha books it for yesterday
    And Nisha chooses "Health Check" in Pune for the package "Wellnest Full Body Checkup ₹1499"
    And Nisha books it for today
    Then the lines are past bookings: "yes, no"
    When Nisha submits the order
    Then the result reads "Order Created" and its order number
    And the lab has the order's requests with past bookings: "yes, no"
