import { checkStoriesOfPart } from './story-checks';

await checkStoriesOfPart(4, 4);
