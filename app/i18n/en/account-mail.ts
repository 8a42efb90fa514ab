import type { AccountMailDictionary } from "../ru/account-mail";

export const accountMail: AccountMailDictionary = {
  verifySubject: "Confirm your e-mail on Zvuk.Rabota",
  verifyText:
    "To confirm your address, open this link (it works for 24 hours):\n{url}\n\nUntil the address is confirmed we send no job alerts to it, your reviews are not published and your profile is not listed in the specialists directory.\n\nIf you did not register on Zvuk.Rabota, just ignore this e-mail.",
  existingSubject: "A registration attempt on Zvuk.Rabota",
  existingText:
    "Someone tried to register on Zvuk.Rabota with your address. You already have an account with it, and nothing in it has changed.\n\nIf it was you, sign in:\n{loginUrl}\n\nForgot your password? Set a new one:\n{resetUrl}\n\nIf it was not you, just ignore this e-mail.",
  changeSubject: "Confirm your new e-mail on Zvuk.Rabota",
  changeText:
    "To make this the address of your Zvuk.Rabota account, open this link (it works for 24 hours):\n{url}\n\nUntil then your previous address stays the one you sign in with and get mail at. If you did not change your address, just ignore this e-mail.",
};
