import { checkStoriesOfPart } from './story-checks';

await checkStoriesOfPart(3, 4);
