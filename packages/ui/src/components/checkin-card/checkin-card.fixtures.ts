/** A 16 × 16 PNG (blue and yellow quarters) as a data URL: a picture that needs no network. */
export const CHECKIN_PICTURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAIUlEQVR4nGOQ9buBFf191oUVMYxqoIkGXBK4DBrVQBMNAMle2BCqQTwQAAAAAElFTkSuQmCC";

export const GEOFENCE_LABELS = {
  inside: "Inside territory",
  outside: "Outside territory",
  unknown: "Not checked",
};
