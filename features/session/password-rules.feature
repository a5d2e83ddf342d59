Feature: Password rules
  A new password has at least 8 characters, a lowercase letter, an uppercase letter, a
  number and one of the special characters !@#$%&*?, and must be typed twice alike.
  The form names the first rule broken; the new password cannot be sent until none is.

  Scenario Outline: A new password that <breaks>
    When Meera chooses the new password "<password>" and confirms it
    Then the form reads "<message>"
    And Meera may not send the new password

    Examples:
      | breaks                         | password  | message                                                          |
      | is too short                   | Ab1#xyz   | Password must be at least 8 characters long.                     |
      | has no lowercase letter        | LAB#2026X | Password must contain at least one lowercase letter.             |
      | has no uppercase letter        | lab#2026x | Password must contain at least one uppercase letter.             |
      | has no number                  | Lab#abcdx | Password must contain at least one number.                       |
      | has no special character       | Lab20260x | Password must contain at least one special character (!@#$%&*?). |
      | uses a special not on the list | Lab^2026x | Password must contain at least one special character (!@#$%&*?). |

  Scenario: The confirmation does not match
    When Meera chooses the new password "Lab#2026x" and confirms it as "Lab#2026y"
    Then the form reads "Password is not matching with confirm password"
    And Meera may not send the new password

  Scenario: A password that breaks several rules is judged in order
    When Meera chooses the new password "abc" and confirms it
    Then the form reads "Password must be at least 8 characters long."
    And the rules broken are, in order:
      | Password must be at least 8 characters long.                     |
      | Password must contain at least one uppercase letter.             |
      | Password must contain at least one number.                       |
      | Password must contain at least one special character (!@#$%&*?). |

  Scenario: A password that keeps every rule
    When Meera chooses the new password "Lab#2026x" and confirms it
    Then the form reads nothing
    And Meera may send the new password

  Scenario: Asking for a reset link without a username
    When Meera asks for a reset link for the username ""
    Then the form reads "Please enter your username for which you want to reset password."

  Scenario: A username of only spaces is no username
    When Meera asks for a reset link for the username "   "
    Then the form reads "Please enter your username for which you want to reset password."

  Scenario: Asking for a reset link with a username
    When Meera asks for a reset link for the username "meera.admin"
    Then the form reads nothing
