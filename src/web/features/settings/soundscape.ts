import { EMOTION_DEFAULTS, EMOTION_DIMENSIONS } from '../../../shared/constants.ts';

// Mood soundscapes (Labs): an ambient drone generated in the browser with the Web Audio API from
// the member's current emotion state. Nothing is downloaded; it starts only on a press.

export interface SoundscapeRecipe {
  /** Root frequency in Hz. */
  root: number;
  /** Intervals above the root, in semitones (a major or minor colour from valence). */
  chord: number[];
  /** Low-pass cutoff in Hz: brighter with energy. */
  cutoff: number;
  /** Breathing (tremolo) rate in Hz: faster with arousal. */
  pulseHz: number;
  /** Detune in cents between the two voices of each note: wider with stress. */
  detune: number;
  /** What it sounds like, as two catalogue keys (`labs.character.*`): its pace and its colour. */
  character: { pace: 'slow' | 'lively'; colour: 'warm' | 'wistful' };
}

const dim = (
  vector: readonly number[] | null | undefined,
  name: (typeof EMOTION_DIMENSIONS)[number],
) => {
  const index = EMOTION_DIMENSIONS.indexOf(name);
  const value = vector?.[index];
  return typeof value === 'number' && Number.isFinite(value) ? value : EMOTION_DEFAULTS[name];
};

/** Pure: how a mood sounds. Valence picks major or minor, arousal the pulse, energy the brightness. */
export function soundscapeRecipe(vector: readonly number[] | null | undefined): SoundscapeRecipe {
  const valence = dim(vector, 'valence');
  const arousal = dim(vector, 'arousal');
  const energy = dim(vector, 'energy');
  const stress = dim(vector, 'stress');
  const bright = valence >= 0;
  const calm = arousal < 0.45;
  return {
    root: 110 + Math.round(energy * 55),
    chord: bright ? [0, 7, 16, 19] : [0, 7, 15, 22],
    cutoff: Math.round(500 + energy * 1500),
    pulseHz: Math.round((0.05 + arousal * 0.35) * 100) / 100,
    detune: Math.round(4 + stress * 18),
    character: { pace: calm ? 'slow' : 'lively', colour: bright ? 'warm' : 'wistful' },
  };
}

export interface Soundscape {
  setVolume(volume: number): void;
  stop(): Promise<void>;
  readonly context: AudioContext;
}

/** Starts the soundscape (call from a press: browsers allow audio only after a gesture). */
export async function startSoundscape(
  recipe: SoundscapeRecipe,
  volume: number,
): Promise<Soundscape> {
  const context = new AudioContext();
  await context.resume();
  const master = context.createGain();
  master.gain.value = 0;
  master.connect(context.destination);
  // Fade in over two seconds, never a jolt.
  master.gain.linearRampToValueAtTime(volume * 0.25, context.currentTime + 2);

  const filter = context.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = recipe.cutoff;
  filter.Q.value = 0.7;

  const breath = context.createGain();
  breath.gain.value = 0.75;
  const lfo = context.createOscillator();
  lfo.frequency.value = recipe.pulseHz;
  const lfoDepth = context.createGain();
  lfoDepth.gain.value = 0.25;
  lfo.connect(lfoDepth).connect(breath.gain);
  filter.connect(breath).connect(master);

  const sources: OscillatorNode[] = [lfo];
  for (const [index, semitones] of recipe.chord.entries()) {
    const frequency = recipe.root * 2 ** (semitones / 12);
    for (const side of [-1, 1]) {
      const osc = context.createOscillator();
      osc.type = index === 0 ? 'sine' : 'triangle';
      osc.frequency.value = frequency;
      osc.detune.value = (side * recipe.detune) / 2;
      const voice = context.createGain();
      voice.gain.value = index === 0 ? 0.35 : 0.12;
      osc.connect(voice).connect(filter);
      sources.push(osc);
    }
  }
  for (const source of sources) source.start();

  return {
    context,
    setVolume(next) {
      master.gain.cancelScheduledValues(context.currentTime);
      master.gain.setTargetAtTime(next * 0.25, context.currentTime, 0.1);
    },
    async stop() {
      master.gain.cancelScheduledValues(context.currentTime);
      master.gain.setTargetAtTime(0, context.currentTime, 0.08);
      await new Promise((resolve) => window.setTimeout(resolve, 250));
      for (const source of sources) source.stop();
      await context.close();
    },
  };
}
