/**
 * The token a staff call was refused with (401): it expired, or its account was deleted. The
 * API layer records it; the guard on screen, seeing that the stored token is that one, signs
 * the user out with the expiry message (one place decides where to go). A new sign-in stores
 * a new token, so nothing needs resetting.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  refusedToken: string | null;
}

const initialState: SessionState = { refusedToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokenRefused(state, action: PayloadAction<string>) {
      state.refusedToken = action.payload;
    },
  },
});

export const { tokenRefused } = sessionSlice.actions;
