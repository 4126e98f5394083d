import type { Messages } from "../../messages";

/** Pictures (avatars) of users and teams, in Canadian English (the source of the English). */
export const messages: Messages = {
  "avatars.title": "Picture",
  "avatars.hintUser":
    "PNG, JPEG or WebP. Drop an image on the picture, or choose one; it is cropped to a square.",
  "avatars.hintTeam":
    "PNG, JPEG, WebP or SVG. Drop an image on the picture, or choose one; photos are cropped to a square.",
  "avatars.choose": "Upload a picture…",
  "avatars.change": "Change picture…",
  "avatars.remove": "Remove picture",
  "avatars.fileInput": "Picture file",
  "avatars.wrongType": "{file} is not a picture: choose a PNG, JPEG or WebP image.",
  "avatars.wrongTypeTeam": "{file} is not a picture: choose a PNG, JPEG, WebP or SVG image.",
  "avatars.tooLarge": "{file} is too large: choose an image of at most {max} MB.",
  "avatars.unreadable": "{file} could not be read as an image. Choose another file.",
  "avatars.failed":
    "The picture was not saved: the server could not be reached or had a problem. Try again.",
  "avatars.uploaded": "Picture updated for {name}",
  "avatars.removed": "Picture removed for {name}",
};
