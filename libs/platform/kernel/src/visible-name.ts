/** More marks on one letter than any language's spelling needs is "Zalgo" text. */
export const maximumCombiningMarksPerLetter = 2;

/** Unicode's "other" characters: controls, format (zero-width, direction) and unassigned. */
const invisibleCharacter = /\p{C}/u;
const letter = /\p{L}/u;
const combiningMark = /\p{M}/u;

/**
 * Whether a name, already NFC-normalised, shows a reader what it says (spec/product.md §5,
 * ASVS 5.0 V2.2.1): at least one letter, nothing invisible, and no pile of combining marks.
 * Every name schema (people, admins, companies, groups, profiles) applies it after its own
 * character rule, so a name of accents only or a Zalgo name cannot pass as a name.
 */
export function isVisibleName(name: string): boolean {
  if (!letter.test(name) || invisibleCharacter.test(name)) return false;
  let marksOnThisLetter = maximumCombiningMarksPerLetter + 1;
  for (const character of name) {
    if (!combiningMark.test(character)) {
      marksOnThisLetter = 0;
      continue;
    }
    marksOnThisLetter += 1;
    if (marksOnThisLetter > maximumCombiningMarksPerLetter) return false;
  }
  return true;
}
