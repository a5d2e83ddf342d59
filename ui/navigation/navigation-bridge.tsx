import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppNavigator } from './app-navigator.ts';

/** Hands the router's navigate to the AppNavigator, so view-models and the HTTP middleware can move the user. */
export function NavigationBridge({ navigator }: { navigator: AppNavigator }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigator.attach((to, options) => void navigate(to, options));
  }, [navigator, navigate]);
  return null;
}
