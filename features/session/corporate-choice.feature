Feature: An insurer's choice of corporates
  An insurer user whose insurer has several corporates chooses, in the top bar, which of them
  the All Appointments list, the e-sales queue and the charts cover. The choice only narrows:
  a corporate that is not the user's is never covered, and choosing none covers all of them.

  Scenario Outline: Choosing <chosen> covers <covered>
    Given an insurer user with the corporates 201, 202, 203
    When the user chooses the corporates "<chosen>"
    Then the lists and charts cover the corporates <covered>

    Examples:
      | chosen        | covered       |
      | 202           | 202           |
      | 203, 201      | 203, 201      |
      |               | 201, 202, 203 |
      | 202, 401      | 202           |
      | 401           | 201, 202, 203 |

  Scenario: An insurer user with one corporate has nothing to choose
    Given an insurer user with the corporates 201
    When the user chooses the corporates "401"
    Then the lists and charts cover the corporates 201
