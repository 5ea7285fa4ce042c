import { checkStoriesOfPart } from './story-checks';

await checkStoriesOfPart(1, 4);
