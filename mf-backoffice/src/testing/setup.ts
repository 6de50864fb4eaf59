// DOM matchers (toBeInTheDocument, toHaveAttribute, …) for this remote's component tests.
import '@testing-library/jest-dom';
