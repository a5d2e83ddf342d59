Feature: Bulk case creation
  An insurer's admin or agent creates many e-sales cases at once from the contract's template,
  filled in. Cases go only with a file, a source, a contract and an entity (for tele-underwriting,
  a package in place of the entity). Every row is judged by the Create Appointment rules; one bad
  row and nothing is created, each bad cell named by its row and column.

  Background:
    Given the insurer's admin starts a bulk case creation

  Scenario: E-sales offers the marketplace and the insurer itself as sources, and starts with the first corporate
    When the admin chooses the "E-Sales" contract
    Then the sources offered are:
      | Health Insurance Marketplace |
      | Fixture Insurance            |
    And the entity chosen is "Acme Ltd"

  Scenario: Other contracts come from the insurer itself and start with no entity chosen
    When the admin chooses the "Corporate Health Check" contract
    Then the sources offered are:
      | Fixture Insurance |
    And no entity is chosen

  Scenario Outline: Cases are not sent without a <missing>
    When the admin chooses the "E-Sales" contract
    And the admin fills in 2 good rows
    But the admin leaves out the <missing>
    Then the cases are not sent
    And the queue holds no new cases

    Examples:
      | missing |
      | file    |
      | source  |
      | entity  |

  Scenario: The tele-underwriting contract needs a package, which stands for the entity
    When the admin chooses the "Tele-Underwriting" contract
    And the admin fills in 2 good rows
    Then the cases are not sent
    When the admin chooses the package "Tele Medical Basic" of "Acme Ltd"
    And the admin sends the cases
    Then 2 cases are created
    And the queue holds 2 new cases

  Scenario: A good sheet creates every case at once
    When the admin chooses the "E-Sales" contract
    And the admin fills in 3 good rows
    And the admin sends the cases
    Then 3 cases are created
    And the queue holds 3 new cases

  Scenario Outline: One bad cell and nothing is created
    When the admin chooses the "E-Sales" contract
    And the admin fills in 3 good rows
    And the admin enters "<value>" as the "<column>" of row 3
    And the admin sends the cases
    Then nothing is created, with "1 row has errors; nothing was created"
    And the report reads:
      | row | column   | reason   |
      | 3   | <column> | <reason> |
    And the queue holds no new cases

    Examples:
      | column           | value      | reason                                |
      | Name             | Ram        | Name must be longer than 3 charecters |
      | Unique ID        |            | Unique ID cannot be blank             |
      | Email            | kiran@mail | Enter valid email address             |
      | Gender           | F          | Enter gender                          |
      | Mobile           | 6812345670 | Enter correct phone number            |
      | Alternate Mobile | 981234567  | Enter correct phone number            |
      | Sum Assured      | 12e5       | Annual Premium has to be a Number     |
      | Date of Birth    | 2030-01-01 | Date of birth cannot be in the future |
      | Date of Birth    | 12/04/1985 | Enter the date as YYYY-MM-DD          |
      | Application No   |            | Application No cannot be blank        |

  Scenario: Every bad row is reported, and a Unique ID may appear once per sheet
    When the admin chooses the "E-Sales" contract
    And the admin fills in 4 good rows
    And the admin enters "Al" as the "Name" of row 2
    And the admin enters "al@x" as the "Email" of row 2
    And the admin gives row 5 the Unique ID of row 3
    And the admin sends the cases
    Then nothing is created, with "2 rows have errors; nothing was created"
    And the report reads:
      | row | column    | reason                                |
      | 2   | Name      | Name must be longer than 3 charecters |
      | 2   | Email     | Enter valid email address             |
      | 5   | Unique ID | Unique ID repeats row 3               |

  Scenario: A check without creating reads every row and creates nothing
    When the admin chooses the "E-Sales" contract
    And the admin fills in 3 good rows
    And the admin checks the cases without creating them
    Then no case is created and no row is reported
    And the queue holds no new cases
