// Placeholder until the dialog lands: the provider lazy-loads this module.
export default function SignInDialog(_props: { initialMode: "sign-in" | "register"; onClose: () => void }) {
  return null;
}
