Feature: SPOC form
  A clinic's admin adds and edits its single points of contact (SPOCs): who they are, how much
  they may do (their access level), which services and departments they look after, and which
  updates reach them by e-mail, WhatsApp or SMS. Each field names a problem in the product's own
  words, and a SPOC's roles are spelt from the access level and the departments chosen.

  Background:
    Given Priya of the clinic opens a new SPOC form

  Scenario Outline: A field that breaks its rule
    Given the SPOC form is otherwise complete
    When Priya fills in "<value>" as the SPOC's <field>
    And Priya tries to save the SPOC
    Then the SPOC form reads "<message>" for the <field>

    Examples:
      | field           | value        | message                                    |
      | first name      |              | Mandatory Information                      |
      | first name      | three spaces | Name cannot be empty.                      |
      | first name      | Asha1        | Only A-Z, a-z, '.' and spaces are allowed. |
      | last name       |              | Mandatory Information                      |
      | last name       | Rao-Iyer     | Only A-Z, a-z, '.' and spaces are allowed. |
      | email           |              | Mandatory Information                      |
      | email           | asha@clinic  | Invalid email address.                     |
      | phone number    | 98765a3210   | Invalid Input                              |
      | phone number    | 98765        | Invalid Phone number.                      |
      | WhatsApp number | 12345678901  | Invalid phone number.                      |
      | WhatsApp number | whatsapp     | Invalid Input                              |

  Scenario Outline: Names may hold letters, dots and spaces; numbers may be left out
    Given the SPOC form is otherwise complete
    When Priya fills in "<value>" as the SPOC's <field>
    Then the SPOC form has no problem

    Examples:
      | field           | value      |
      | first name      | A. K. Asha |
      | phone number    |            |
      | phone number    | 9876543210 |
      | WhatsApp number |            |

  Scenario: An empty form names every mandatory field
    When Priya tries to save the SPOC
    Then the SPOC form reads "Mandatory Information" for each of:
      | first name                |
      | last name                 |
      | email                     |
      | access level              |
      | services                  |
      | communication preferences |

  Scenario: A parent provider's admin chooses the SPOC's branch
    Given Priya's clinic is a parent provider with branches
    When Priya tries to save the SPOC
    Then the SPOC form reads "Mandatory Information" for the branch

  Scenario: Departments need an access level first
    Given the SPOC form is otherwise complete
    When Priya clears the access level
    And Priya tries to save the SPOC
    Then the SPOC form reads "Please select Access level first" for the InClinic departments

  Scenario: A chosen service needs at least one department
    Given the SPOC form is otherwise complete
    When Priya switches Labs on
    And Priya tries to save the SPOC
    Then the SPOC form reads "Mandatory Information" for the Labs departments

  Scenario: Switching a service off and on again clears its departments
    Given the SPOC form is otherwise complete
    When Priya switches InClinic off
    Then no InClinic department is chosen
    And departments are not required
    When Priya switches InClinic on
    Then no InClinic department is chosen
    And departments are required

  Scenario: "Same as contact number?" copies the contact number, and unticking clears it
    When Priya fills in "9876543210" as the SPOC's phone number
    And Priya ticks "Same as contact number?"
    Then the SPOC's WhatsApp number is "9876543210"
    When Priya unticks "Same as contact number?"
    Then the SPOC's WhatsApp number is ""

  Scenario: Choosing an update topic turns all its channels on, and unchoosing turns them off
    When Priya wants communication
    And Priya chooses the Appointments updates
    Then the Appointments updates go by Email, WhatsApp and SMS
    When Priya unchooses the Appointments updates
    Then the Appointments updates go by no channel

  Scenario: Each channel is chosen on its own
    When Priya wants communication
    And Priya chooses the Manage Doctors updates
    And Priya turns WhatsApp off for the Manage Doctors updates
    Then the Manage Doctors updates go by Email and SMS
    And the SPOC list updates go by no channel

  Scenario: No communication clears every channel
    When Priya wants communication
    And Priya chooses the SPOC list updates
    And Priya chooses the Appointments updates
    And Priya wants no communication
    Then the SPOC list updates go by no channel
    And the Appointments updates go by no channel

  Scenario: A chosen topic needs at least one channel
    Given the SPOC form is otherwise complete
    When Priya wants communication
    And Priya chooses the SPOC list updates
    And Priya turns Email off for the SPOC list updates
    And Priya turns WhatsApp off for the SPOC list updates
    And Priya turns SMS off for the SPOC list updates
    And Priya tries to save the SPOC
    Then the SPOC form reads "Please select at least one communication option" for the SPOC list updates

  Scenario Outline: The roles a SPOC is given
    Given the SPOC form is otherwise complete
    When Priya gives the SPOC the access level <level>
    And Priya chooses the InClinic departments "<inclinic>"
    And Priya chooses the Labs departments "<labs>"
    Then the SPOC's roles are "<roles>"

    Examples:
      | level  | inclinic              | labs      | roles                                                                        |
      | Admin  | Dermatologist         |           | admin, ofc/Dermatologist/*/admin                                             |
      | Editor | Dentist, Dermatologist | Pathology | editor, ofc/Dentist/*/editor, ofc/Dermatologist/*/editor, labs/Pathology/*/editor |
      | Viewer |                       | Radiology | viewer, labs/Radiology/*/viewer                                              |

  Scenario Outline: A SPOC's access level is the strongest it holds
    Given a SPOC holding the roles "<roles>"
    Then the SPOC List shows the access level <level>
    And the SPOC List shows the services "<services>"

    Examples:
      | roles                                               | level  | services               |
      | viewer, ofc/Dentist/*/viewer                        | Viewer | Offline Consults       |
      | viewer, editor, labs/Pathology/*/editor             | Editor | Labs                   |
      | editor, admin, viewer, ofc/Dentist/*/admin, labs/Radiology/*/admin | Admin | Offline Consults, Labs |

  Scenario: Saving a new SPOC creates it and goes back to the list
    Given the SPOC form is otherwise complete
    When Priya saves the SPOC
    Then Priya is told "SPOC Profile Saved Successfully"
    And Priya is back on the SPOC list
    And the clinic has a SPOC "Asha Rao" with the roles "editor, ofc/Dermatologist/*/editor"

  Scenario: A SPOC whose user is already present is not created twice
    Given the clinic already has a SPOC with the e-mail "asha@clinic.example"
    And the SPOC form is otherwise complete
    When Priya saves the SPOC
    Then Priya is told "User Already Present"
    And Priya is still on the SPOC form

  Scenario: Editing a SPOC updates it rather than creating another
    Given the clinic already has a SPOC with the e-mail "meera@clinic.example"
    When Priya opens that SPOC
    And Priya gives the SPOC the access level Admin
    And Priya saves the SPOC
    Then Priya is told "SPOC Profile Saved Successfully"
    And the clinic has 1 SPOC
    And the clinic's SPOC "meera@clinic.example" has the access level Admin
