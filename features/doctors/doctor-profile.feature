Feature: Doctor profile rules
  A clinic fills in a doctor's profile before sending it to quality check. Each field keeps its
  rule and names a problem in the product's own words; the server refuses what the form refuses.

  Background:
    Given Meera of the clinic starts a complete doctor profile

  Scenario Outline: A field that breaks its rule
    When Meera sets the <field> to "<value>"
    Then the profile reads "<message>" for the <field>

    Examples:
      | field               | value        | message                                   |
      | first name          |              | Name cannot be empty.                     |
      | first name          | three spaces | Name cannot be empty.                     |
      | first name          | Asha1        | Only A-Z, a-z, '.' and spaces are allowed. |
      | last name           | Verma-Rao    | Only A-Z, a-z, '.' and spaces are allowed. |
      | description         | 300 letters  | Limit is 150 words only                   |
      | practice start date | 2026-02-30   | Invalid Start date                        |
      | practice start date | tomorrow     | Invalid Practice Start Date               |
      | consultation fee    | 12a          | Invalid Input                             |
      | consultation fee    | 0            | Invalid Input                             |
      | consultation fee    | 10000        | Invalid Input                             |
      | gender              |              | Mandatory Information                     |
      | speciality          |              | Mandatory Information                     |
      | photo               |              | Mandatory Information                     |

  Scenario: A complete profile has no problem
    Then the profile has no problem

  Scenario Outline: Government ID numbers follow their type
    When Meera adds the government ID "<type>" numbered "<number>"
    Then the government ID reads "<message>"

    Examples:
      | type             | number          | message                         |
      | Aadhar Card      | 12345678901     | Invalid Aadhar Card Number      |
      | Aadhar Card      | 123456789012    | no problem                      |
      | Pan Card         | abcde1234f      | Invalid Pan Card Number         |
      | Pan Card         | ABCDE1234F      | no problem                      |
      | Passport         | K123456         | Invalid Passport Number         |
      | Driver's License | KA012019000123  | Invalid Driver's License Number |

  Scenario: An ID type the doctor holds is not offered again, and a second one is refused
    Given the profile holds the government ID "Aadhar Card" numbered "123456789012"
    Then the ID types offered for another government ID are "Pan Card, Passport, Driver's License, Other"
    When the profile is sent with a second government ID "Aadhar Card" numbered "210987654321"
    Then the profile reads "Invalid ID type." for the government IDs

  Scenario Outline: MCI registration numbers
    When Meera adds the MCI registration "<register>" numbered "<number>"
    Then the MCI registration reads "<message>"

    Examples:
      | register  | number        | message                       |
      | Karnataka | AB12          | Minimum 6 characters required |
      | Karnataka | ABCDEFGH12345 | Maximum 12 characters allowed |
      | India     | KMC48213      | no problem                    |

  Scenario: Only one national registration
    Given the profile holds the national MCI registration "KMC48213"
    When Meera adds the MCI registration "India" numbered "NMC55555"
    Then the MCI registration reads "National ID is already added"
