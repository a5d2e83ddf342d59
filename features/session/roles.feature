Feature: Roles and who may open a page
  Each role id the sign-in answer carries names one role of the catalogue. Provider roles
  work a provider's requests; insurer roles work an insurer's. A page opens only for a
  person with a live session, the page's role and the permission it asks for.

  Scenario Outline: Role id <role id> is the role <role>, on the <side> side
    When the portal reads the role id <role id>
    Then the role is "<role>"
    And "<role>" works for the <side>

    Examples:
      | role id | role              | side     |
      | 5432    | dcadmin           | provider |
      | 5433    | dcoperations      | provider |
      | 5434    | dcoperations      | provider |
      | 9207    | insureradmin      | insurer  |
      | 9211    | insureragent      | insurer  |
      | 9214    | insurerbranch     | insurer  |
      | 9217    | mareport          | insurer  |
      | 9219    | insurercallCentre | insurer  |

  Scenario Outline: Role id <role id> names no role
    When the portal reads the role id <role id>
    Then no role is named

    Examples:
      | role id |
      | 5431    |
      | 9210    |
      | 10007   |

  Scenario Outline: A <role> who may <permissions> <outcome> on opening <page>
    Given Priya has signed in as "<role>", allowed to <permissions>
    When Priya opens <page>
    Then Priya <outcome> on opening <page>

    Examples:
      | role         | permissions                           | page                          | outcome           |
      | dcadmin      | view offline consults                 | the upcoming consults         | is let in         |
      | dcadmin      | view labs                             | the upcoming consults         | is not authorised |
      | dcoperations | view offline consults, update doctors | the doctor schedule           | is let in         |
      | dcoperations | view offline consults                 | the doctor profile            | is not authorised |
      | dcadmin      | sign in only                          | the doctor list               | is let in         |
      | dcadmin      | view the SPOC list                    | the SPOC list                 | is let in         |
      | dcadmin      | view the SPOC list                    | the SPOC form                 | is not authorised |
      | dcadmin      | view the SPOC list and create SPOCs   | the SPOC form                 | is let in         |
      | insureradmin | sign in only                          | the insureradmin appointments | is let in         |
      | dcadmin      | view labs                             | the insureradmin appointments | is not authorised |
      | insureragent | sign in only                          | the dcadmin appointments      | is not authorised |
      | dcadmin      | view offline consults                 | all offline consults          | is let in         |
      | dcoperations | view labs                             | all offline consults          | is not authorised |
      | dcadmin      | view offline consults, update doctors | the doctor holidays           | is let in         |
      | dcadmin      | view offline consults                 | the doctor holidays           | is not authorised |
      | dcadmin      | sign in only                          | the admin dashboard           | is let in         |
      | dcoperations | view labs                             | the admin dashboard           | is not authorised |
      | dcoperations | view labs                             | the dcoperations confirmed appointments | is let in |
      | insureradmin | sign in only                          | the insureradmin confirmed appointments | is not authorised |
      | insureradmin | sign in only                          | the insureradmin e-sales queue | is let in        |
      | dcadmin      | view labs                             | the dcadmin e-sales queue     | is not authorised |
      | insureradmin | sign in only                          | the insureradmin charts       | is not authorised |

  Scenario: A person without the permission a page needs is told so
    Given Priya has signed in as "dcadmin", allowed to view labs
    When Priya opens the SPOC list
    Then Priya is not authorised
    And the page reads "You are not Authorized for this Page"
    And the page reads "Please reach out to your administrator for access."

  Scenario: A person who has not signed in is sent to sign in
    Given Priya works as "dcadmin" with the username "priya.dc" and the password "Lab#2026x"
    When Priya opens the doctor list
    Then Priya is sent to sign in
    And the page reads nothing

  Scenario Outline: The drawer links only the pages a <role> who may <permissions> may open
    Given Priya has signed in as "<role>", allowed to <permissions>
    Then Priya's drawer links, under "<group>": <links>

    Examples:
      | role         | permissions                                              | group         | links                              |
      | dcadmin      | view offline consults, update doctors                     | Manage Doctor | Doctor List, Add New Doctor        |
      | dcoperations | view offline consults                                     | Manage Doctor | Doctor List                        |
      | dcadmin      | view offline consults, view the SPOC list and create SPOCs | Manage SPOCs  | SPOC List, Add New SPOC            |
      | dcadmin      | view offline consults, view the SPOC list                 | Manage SPOCs  | SPOC List                          |
      | dcadmin      | view offline consults                                     | Appointments  | All, Upcoming, Confirmed, Document Upload, Cancelled |
      | dcadmin      | view labs                                                 | More          | Admin Dashboard                    |
      | dcoperations | view labs                                                 | More          | nothing                            |
      | insureradmin | sign in only                                              | Appointments  | All Appointments, ESales Queue     |
