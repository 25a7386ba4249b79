import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentRouteName } from '../routes/use-route-metas';
import { useSession } from '../session/session-store';
import { certificationPrompt } from './certification-prompt';

/** A banner under the header while certification is missing; closable for the rest of the visit. */
export function CertificationBanner() {
  const certification = useSession((state) => state.certification);
  const routeName = useCurrentRouteName();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const prompt = certificationPrompt(certification);
  // Not over the certification form itself, nor over the reviewer's queue of others' certifications.
  if (!prompt || closed || routeName === 'certification' || routeName === 'review') return null;
  return (
    <Alert
      banner
      type={prompt.tone}
      title={prompt.text}
      closable={{ onClose: () => setClosed(true) }}
      action={
        <Button size="small" type="primary" ghost onClick={() => navigate('/certification')}>
          去认证
        </Button>
      }
    />
  );
}
