// Texts the project request API answers with that the site also shows, word for word: plain
// values, free of the schema library, so pages can show them without loading it.

/** The answer to an accepted request, and the site's confirmation of it. */
export const PROJECT_REQUEST_SUBMITTED_MESSAGE = "Project request submitted successfully!";
