import type { Messages } from "../../messages";

/** Las páginas de inicio de sesión en español de España (tuteo, «introduce»). */
export const messages: Messages = {
  "session.field.clear": "Borrar",
  "session.field.showPassword": "Mostrar contraseña",
  "session.failure.network":
    "No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.",
  "session.failure.timeout": "El servidor ha tardado demasiado en responder. Inténtalo de nuevo.",
  "session.failure.throttled": "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
  "session.failure.refused": "Se ha rechazado el inicio de sesión.",
  "session.failure.other": "Algo ha salido mal. Inténtalo de nuevo.",
  "session.login.title": "Inicia sesión en {product}",
  "session.login.username": "Nombre de usuario",
  "session.login.usernameRequired": "Introduce tu nombre de usuario.",
  "session.login.password": "Contraseña",
  "session.login.passwordRequired": "Introduce tu contraseña.",
  "session.login.submit": "Iniciar sesión",
  "session.login.forgot": "¿Has olvidado tu contraseña?",
  "session.twoFactor.title": "Verificación en dos pasos",
  "session.twoFactor.intro":
    "Introduce el código de tu aplicación de autenticación o uno de tus códigos de recuperación.",
  "session.twoFactor.code": "Código de verificación",
  "session.twoFactor.hint": "6 dígitos, u 8 si es un código de recuperación.",
  "session.twoFactor.hintExpires":
    "Válido hasta las {expiresAt, time, time}: 6 dígitos, u 8 si es un código de recuperación.",
  "session.twoFactor.codeIncomplete":
    "Introduce el código de 6 dígitos de tu aplicación o un código de recuperación de 8 dígitos.",
  "session.twoFactor.submit": "Verificar",
  "session.twoFactor.cancel": "Usar otra cuenta",
  "session.twoFactor.over":
    "Esta solicitud de código ya no se puede usar. Vuelva a iniciar sesión para obtener una nueva.",
  "session.twoFactor.signInAgain": "Volver a iniciar sesión",
  "session.reset.title": "Restablece tu contraseña",
  "session.reset.intro":
    "Introduce tu nombre de usuario o tu correo electrónico. Si coincide con una cuenta, le enviaremos un enlace para elegir una contraseña nueva.",
  "session.reset.username": "Nombre de usuario o correo electrónico",
  "session.reset.usernameRequired": "Introduce tu nombre de usuario o tu correo electrónico.",
  "session.reset.submit": "Enviar el enlace",
  "session.reset.sent":
    "Si «{username}» coincide con una cuenta, se ha enviado a su dirección de correo un enlace para restablecer la contraseña. El enlace es válido durante una hora.",
  "session.reset.back": "Volver a iniciar sesión",
  "session.resetComplete.title": "Elige una contraseña nueva",
  "session.resetComplete.intro": "Escribe la contraseña nueva dos veces.",
  "session.resetComplete.password": "Contraseña nueva",
  "session.resetComplete.confirm": "Confirmar contraseña",
  "session.resetComplete.hint": "De {min} a {max} caracteres.",
  "session.resetComplete.required": "Introduce una contraseña nueva.",
  "session.resetComplete.tooShort": "Usa al menos {min} caracteres.",
  "session.resetComplete.tooLong": "Usa como máximo {max} caracteres.",
  "session.resetComplete.confirmRequired": "Vuelve a escribir la contraseña nueva.",
  "session.resetComplete.mismatch": "Las dos contraseñas no coinciden.",
  "session.resetComplete.submit": "Guardar la contraseña nueva",
  "session.resetComplete.tokenInvalid":
    "Este enlace de restablecimiento no existe, ya se ha usado o ha caducado. Pide uno nuevo.",
  "session.resetComplete.requestNew": "Pedir un enlace nuevo",
  "session.resetComplete.done": "Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.",
  "session.resetComplete.signIn": "Ir a iniciar sesión",
};
