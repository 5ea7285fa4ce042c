/** Lets the browser paint and answer input before the next stage of starting the app runs. */
export const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));
