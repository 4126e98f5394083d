/** A tiny WAV writer for the demo's recordings. */

/** The sample rate of every demo recording (8 kHz mono, 8-bit). */
export const WAV_RATE = 8_000;

/**
 * A mono 8 kHz 8-bit WAV of `samples` samples; `level(i)` is the i-th sample between -1 and 1.
 */
export function monoWav(samples: number, level: (i: number) => number): Uint8Array {
  const wav = Buffer.alloc(44 + samples);
  wav.write("RIFF", 0, "latin1");
  wav.writeUInt32LE(36 + samples, 4);
  wav.write("WAVEfmt ", 8, "latin1");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(WAV_RATE, 24);
  wav.writeUInt32LE(WAV_RATE, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write("data", 36, "latin1");
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) wav[44 + i] = 128 + Math.round(127 * level(i));
  return new Uint8Array(wav.buffer, wav.byteOffset, wav.byteLength);
}

/** A mono 8 kHz WAV of a short tone: the demo recording. */
export function toneWav(seconds = 1, hz = 440): Uint8Array {
  return monoWav(
    WAV_RATE * seconds,
    (i) => (60 / 127) * Math.sin((2 * Math.PI * hz * i) / WAV_RATE),
  );
}
