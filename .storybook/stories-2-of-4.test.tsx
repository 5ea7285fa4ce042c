import { checkStoriesOfPart } from './story-checks';

await checkStoriesOfPart(2, 4);
