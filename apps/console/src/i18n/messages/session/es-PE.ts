import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/**
 * Las páginas de inicio de sesión en español del Perú: como en España, pero «ingresa» en vez de
 * «introduce», «olvidaste» y los tiempos verbales de uso en Latinoamérica.
 */
export const messages: Messages = {
  ...esES,
  "session.failure.network":
    "No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.",
  "session.failure.timeout": "El servidor tardó demasiado en responder. Inténtalo de nuevo.",
  "session.failure.refused": "Se rechazó el inicio de sesión.",
  "session.failure.other": "Algo salió mal. Inténtalo de nuevo.",
  "session.login.usernameRequired": "Ingresa tu nombre de usuario.",
  "session.login.passwordRequired": "Ingresa tu contraseña.",
  "session.login.forgot": "¿Olvidaste tu contraseña?",
  "session.twoFactor.intro":
    "Ingresa el código de tu aplicación de autenticación o uno de tus códigos de recuperación.",
  "session.twoFactor.codeIncomplete":
    "Ingresa el código de 6 dígitos de tu aplicación o un código de recuperación de 8 dígitos.",
  "session.reset.intro":
    "Ingresa tu nombre de usuario o tu correo electrónico. Si coincide con una cuenta, le enviaremos un enlace para elegir una contraseña nueva.",
  "session.reset.usernameRequired": "Ingresa tu nombre de usuario o tu correo electrónico.",
  "session.reset.sent":
    "Si «{username}» coincide con una cuenta, se envió a su dirección de correo un enlace para restablecer la contraseña. El enlace es válido durante una hora.",
  "session.resetComplete.required": "Ingresa una contraseña nueva.",
  "session.resetComplete.tokenInvalid":
    "Este enlace de restablecimiento no existe, ya se usó o venció. Solicita uno nuevo.",
  "session.resetComplete.requestNew": "Solicitar un enlace nuevo",
  "session.resetComplete.done": "Tu contraseña se cambió. Ya puedes iniciar sesión con ella.",
};
