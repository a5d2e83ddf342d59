Feature: Create Appointment
  The call centre books one customer's appointment: the customer, the packages the insurer offers,
  a home visit or a centre chosen by state, city and locality, and preferred times. The form names
  each problem in the words the product has always used, and sends nothing until none is left.

  Background:
    Given Imran of the call centre opens Create Appointment

  Scenario Outline: A field that breaks its rule
    When Imran fills in a complete appointment
    And Imran enters "<value>" as the <field>
    And Imran submits the appointment
    Then the form reads "<message>" under the <field>
    And no appointment is sent

    Examples:
      | field            | value             | message                                |
      | name             | Ram               | Name must be longer than 3 charecters  |
      | unique id        |                   | Unique ID cannot be blank              |
      | email            | kiran@mail        | Enter valid email address              |
      | gender           |                   | Enter gender                           |
      | mobile           | 6812345670        | Enter correct phone number             |
      | mobile           | 981234567         | Enter correct phone number             |
      | alternate mobile | 5812345670        | Enter correct phone number             |
      | sum assured      | 12e5              | Annual Premium has to be a Number      |
      | annual premium   | 1,200             | Annual Premium has to be a Number      |
      | date of birth    | 2030-01-01        | Date of birth cannot be in the future  |

  Scenario: An additional detail needs a name and a value, and a name not already added
    When Imran adds the detail "hrName" with the value "Asha"
    And Imran adds the detail "hrName" with the value "Ravi"
    Then the form reads "This detail is already added" under the additional details
    When Imran adds the detail "PAN" with the value " "
    Then the form reads "Enter the value of the detail" under the additional details

  Scenario: Only centres in the locality that perform every chosen package are offered
    When Imran fills in a complete appointment
    Then the centres offered are:
      | Fixture Diagnostics Indiranagar |
    When Imran books a visit in Maharashtra, Mumbai, Andheri
    Then the centres offered are:
      | Fixture Diagnostics Andheri |

  Scenario: A new state clears the city, locality and centre; the same state keeps them
    When Imran fills in a complete appointment
    And Imran changes the state to Karnataka
    Then the locality and centre are kept
    When Imran changes the state to Maharashtra
    Then the city, locality and centre are cleared
    And no centre is offered

  Scenario: A new visit type starts the place over
    When Imran fills in a complete appointment
    And Imran changes the visit type to "Home Visit"
    Then the city, locality and centre are cleared

  Scenario: The customer already has an open appointment
    Given the customer with unique id "DUP-100" already has an open appointment
    When Imran fills in a complete appointment for unique id "DUP-100"
    And Imran submits the appointment
    Then no appointment is sent
    And the form warns "This customer already has open appointment requests: <its id>. Create another anyway?"
    When Imran creates it anyway
    Then the result reads "Order Created"
    And the result says the appointment was created with its order number

  Scenario: A new customer is booked without a warning
    When Imran fills in a complete appointment for unique id "NEW-200"
    And Imran enters "7000000200" as the mobile
    And Imran submits the appointment
    Then the form gives no duplicate warning
    And the result reads "Order Created"
